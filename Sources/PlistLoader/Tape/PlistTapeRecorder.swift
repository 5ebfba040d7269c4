/// Writes a ``PlistTape`` node by node, in document order: the XML reader as libxml2 reports elements,
/// ``PlistTape/init(_:)`` as it walks a tree.
struct PlistTapeRecorder {
    private let storage: PlistTapeStorage
    private var nodes: UnsafeMutablePointer<PlistTapeNode>
    private var nodeCapacity: Int
    private(set) var nodeCount = 0
    private var text: UnsafeMutablePointer<UInt8>
    private var textCapacity: Int
    private(set) var textCount = 0
    private var scalars: [PlistValue] = []

    init(expectedBytes: Int = 0) {
        // A definition has about one node per 40 bytes of XML, and a fifth of its bytes are string text.
        nodeCapacity = max(16, expectedBytes / 32)
        textCapacity = max(64, expectedBytes / 4)
        storage = PlistTapeStorage(nodeCapacity: nodeCapacity, textCapacity: textCapacity)
        nodes = storage.nodes
        text = storage.text
    }

    /// The node at `index`, written so far.
    func node(at index: Int) -> PlistTapeNode {
        precondition(index >= 0 && index < nodeCount, "no such node")
        return nodes[index]
    }

    /// A string written so far, for messages.
    func string(at index: Int) -> String {
        let node = node(at: index)
        return String(decoding: UnsafeBufferPointer(start: text + Int(node.first), count: Int(node.second)), as: UTF8.self)
    }

    /// Starts a string or key whose bytes follow through ``appendText(_:)``; ``endString(_:)`` closes it.
    mutating func beginString(at position: SourcePosition) -> Int {
        append(PlistTapeNode(kind: .string, position: position, first: UInt32(textCount), second: 0))
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if textCount + bytes.count > textCapacity {
            textCapacity = max(textCapacity * 2, textCount + bytes.count)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: textCapacity)
            grown.initialize(from: text, count: textCount)
            text.deallocate()
            (text, storage.text) = (grown, grown)
        }
        (text + textCount).initialize(from: base, count: bytes.count)
        textCount += bytes.count
    }

    mutating func endString(_ index: Int) {
        nodes[index].second = UInt32(textCount) - nodes[index].first
    }

    mutating func appendString(_ string: String, at position: SourcePosition) {
        let index = beginString(at: position)
        var string = string
        string.withUTF8 { appendText($0) }
        endString(index)
    }

    /// Any value but a container.
    mutating func appendScalar(_ value: PlistValue, at position: SourcePosition) {
        switch value {
        case .string(let string):
            appendString(string, at: position)
        case .boolean(let bool):
            append(PlistTapeNode(kind: .boolean, position: position, first: bool ? 1 : 0, second: 0))
        case .array, .dictionary:
            preconditionFailure("appendScalar(_:at:) takes no containers")
        default:
            append(PlistTapeNode(kind: value.kind, position: position, first: UInt32(scalars.count), second: 0))
            scalars.append(value)
        }
    }

    /// Turns the dictionary just closed at `index` into a UID when it is a keyed archive's reference
    /// written in XML, `{CF$UID = n}` with `n` an integer from 0 to `UInt32.max`, as CoreFoundation reads
    /// one back. Its three nodes (the dictionary, the key, the integer) are the last on the tape.
    mutating func makeUID(ofDictionaryAt index: Int) -> Bool {
        guard nodeCount == index + 3, nodes[index].kind == .dictionary, nodes[index].first == 1,
            nodes[index + 1].kind == .string, nodes[index + 2].kind == .integer,
            Int(nodes[index + 1].first + nodes[index + 1].second) == textCount, string(at: index + 1) == "CF$UID",
            Int(nodes[index + 2].first) == scalars.count - 1,
            case .integer(let integer) = scalars[scalars.count - 1], !integer.isNegative, integer.magnitude <= UInt128(UInt32.max)
        else { return false }
        let position = nodes[index].position
        textCount = Int(nodes[index + 1].first)
        scalars.removeLast()
        nodeCount = index
        appendScalar(.uid(UInt64(integer.magnitude)), at: position)
        return true
    }

    /// Starts an array or dictionary; its elements or entries follow, then ``closeContainer(_:count:)``.
    mutating func openContainer(_ kind: PlistKind, at position: SourcePosition) -> Int {
        append(PlistTapeNode(kind: kind, position: position, first: 0, second: 0))
    }

    /// `count`: its elements, or its entries for a dictionary.
    mutating func closeContainer(_ index: Int, count: Int) {
        nodes[index].first = UInt32(count)
        nodes[index].second = UInt32(nodeCount)
    }

    @discardableResult
    private mutating func append(_ node: PlistTapeNode) -> Int {
        if nodeCount == nodeCapacity {
            nodeCapacity *= 2
            let grown = UnsafeMutablePointer<PlistTapeNode>.allocate(capacity: nodeCapacity)
            grown.moveInitialize(from: nodes, count: nodeCount)
            nodes.deallocate()
            (nodes, storage.nodes) = (grown, grown)
        }
        (nodes + nodeCount).initialize(to: node)
        nodeCount += 1
        return nodeCount - 1
    }

    func tape() -> PlistTape {
        PlistTape(storage: storage, nodeCount: nodeCount, scalars: scalars)
    }
}
