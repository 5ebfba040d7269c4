/// Writes a ``PlistTape`` node by node, in document order: the XML reader as libxml2 reports elements,
/// ``PlistTape/init(_:)`` as it walks a tree.
struct PlistTapeRecorder {
    private(set) var nodes: [PlistTapeNode] = []
    private(set) var text: [UInt8] = []
    private(set) var scalars: [PlistValue] = []

    init(expectedBytes: Int = 0) {
        // A definition has about one node per 40 bytes of XML, and a fifth of its bytes are string text.
        nodes.reserveCapacity(max(16, expectedBytes / 32))
        text.reserveCapacity(max(64, expectedBytes / 4))
    }

    /// Starts a string or key whose bytes follow through ``appendText(_:)``; ``endString(_:)`` closes it.
    mutating func beginString(at position: SourcePosition) -> Int {
        nodes.append(PlistTapeNode(kind: .string, position: position, first: UInt32(text.count), second: 0))
        return nodes.count - 1
    }

    mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>) {
        text.append(contentsOf: bytes)
    }

    mutating func endString(_ index: Int) {
        nodes[index].second = UInt32(text.count) - nodes[index].first
    }

    mutating func appendString(_ string: String, at position: SourcePosition) {
        let index = beginString(at: position)
        text.append(contentsOf: string.utf8)
        endString(index)
    }

    /// Any value but a container.
    mutating func appendScalar(_ value: PlistValue, at position: SourcePosition) {
        switch value {
        case .string(let string):
            appendString(string, at: position)
        case .boolean(let bool):
            nodes.append(PlistTapeNode(kind: .boolean, position: position, first: bool ? 1 : 0, second: 0))
        case .array, .dictionary:
            preconditionFailure("appendScalar(_:at:) takes no containers")
        default:
            nodes.append(PlistTapeNode(kind: value.kind, position: position, first: UInt32(scalars.count), second: 0))
            scalars.append(value)
        }
    }

    /// Starts an array or dictionary; its elements or entries follow, then ``closeContainer(_:count:)``.
    mutating func openContainer(_ kind: PlistKind, at position: SourcePosition) -> Int {
        nodes.append(PlistTapeNode(kind: kind, position: position, first: 0, second: 0))
        return nodes.count - 1
    }

    /// `count`: its elements, or its entries for a dictionary.
    mutating func closeContainer(_ index: Int, count: Int) {
        nodes[index].first = UInt32(count)
        nodes[index].second = UInt32(nodes.count)
    }

    /// A string written so far, for messages.
    func string(at index: Int) -> String {
        let node = nodes[index]
        return String(decoding: text[Int(node.first)..<Int(node.first) + Int(node.second)], as: UTF8.self)
    }

    func tape() -> PlistTape {
        PlistTape(nodes: nodes, text: text, scalars: scalars)
    }
}
