extension PlistTape {
    /// The tape of a tree. Walked with a stack of its own, so no depth of nesting can overflow the
    /// thread's stack (as in the readers). The tree's strings must total less than 4 GiB.
    public convenience init(_ root: PlistNode) {
        do {
            let tape = try Self.flattening(root)
            self.init(storage: tape.storage, nodeCount: tape.nodeCount, scalars: tape.scalars)
        } catch {
            preconditionFailure("PlistTape(_:): \(error.message)")
        }
    }

    /// The tape of a tree the loader read; an error, not a trap, when its strings total 4 GiB or more:
    /// a binary file's shared strings count each time they are used, so a small file can get there.
    /// (`maxTextBytes` is for tests.)
    static func flattening(_ root: PlistNode, maxTextBytes: Int = Int(UInt32.max) - 1) throws(PlistError) -> PlistTape {
        /// A container being written: its children (an array's elements, or a dictionary's entries) and
        /// the next to write. (Frames over the tree's own arrays: pushing every child as a step of its own
        /// copied each array, which made flattening a file of 500,000 rows cost more than reading it.)
        struct Frame {
            let index: Int
            let elements: [PlistNode]
            let entries: [PlistDictionaryEntry]
            var next = 0
            var count: Int { max(elements.count, entries.count) }
        }
        var recorder = PlistTapeRecorder()
        var frames: [Frame] = []
        func append(_ string: String, at position: SourcePosition) throws(PlistError) {
            guard recorder.textCount + string.utf8.count <= maxTextBytes else {
                throw PlistError(.limitExceeded, "the file's strings take 4 GiB or more as they are used", at: position)
            }
            recorder.appendString(string, at: position)
        }
        func write(_ node: PlistNode) throws(PlistError) {
            switch node.value {
            case .array(let elements):
                frames.append(Frame(index: recorder.openContainer(.array, at: node.position), elements: elements, entries: []))
            case .dictionary(let dictionary):
                frames.append(
                    Frame(index: recorder.openContainer(.dictionary, at: node.position), elements: [], entries: dictionary.entries))
            case .string(let string):
                try append(string, at: node.position)
            default:
                recorder.appendScalar(node.value, at: node.position)
            }
        }
        try write(root)
        while let last = frames.indices.last {
            let next = frames[last].next
            guard next < frames[last].count else {
                recorder.closeContainer(frames[last].index, count: frames[last].count)
                frames.removeLast()
                continue
            }
            frames[last].next += 1
            if frames[last].entries.isEmpty {
                try write(frames[last].elements[next])
            } else {
                let entry = frames[last].entries[next]
                try append(entry.key, at: entry.keyPosition)
                try write(entry.value)
            }
        }
        return recorder.tape()
    }

    /// The tree of the value at `index`. Strings the `vocabulary` holds are its own; the others are made
    /// once per call for each distinct short string (see `StringInterner`). Without recursion, as ``init(_:)``.
    public func node(at index: Index, vocabulary: PlistVocabulary = .none) -> PlistNode {
        var strings = StringInterner(vocabulary: vocabulary)
        var open: [TreeContainer] = []
        var next = index
        while true {
            let current = next
            let node = self.node(current)
            next = current.successor
            var finished: PlistNode
            if node.kind.isContainer {
                let end = Index(slot: Int(node.second))
                if end > next {
                    open.append(TreeContainer(isDictionary: node.kind == .dictionary, position: node.position, end: end))
                    continue
                }
                finished = PlistNode(node.kind == .dictionary ? .dictionary(PlistDictionary()) : .array([]), at: node.position)
            } else {
                finished = PlistNode(scalar(at: current, strings: &strings), at: node.position)
            }
            // Into the innermost open container, closing each one this value was the last of.
            while let last = open.indices.last {
                open[last].add(finished)
                guard next == open[last].end else { break }
                finished = open.removeLast().node
            }
            if open.isEmpty { return finished }
        }
    }

    /// The value of a node that is not a container.
    private func scalar(at index: Index, strings: inout StringInterner) -> PlistValue {
        let node = self.node(index)
        switch node.kind {
        case .string: return .string(withUTF8(at: index) { strings.string($0) })
        case .boolean: return .boolean(node.first != 0)
        default: return scalars[Int(node.first)]
        }
    }
}

/// A container that ``PlistTape/node(at:vocabulary:)`` is rebuilding.
private struct TreeContainer {
    let isDictionary: Bool
    let position: SourcePosition
    /// The index after its last descendant.
    let end: PlistTape.Index
    var elements: [PlistNode] = []
    var entries: [PlistDictionaryEntry] = []
    /// In a dictionary: the key whose value comes next.
    var key: (name: String, position: SourcePosition)?

    mutating func add(_ node: PlistNode) {
        guard isDictionary else { return elements.append(node) }
        guard let key else {
            key = (node.string ?? "", node.position)
            return
        }
        entries.append(PlistDictionaryEntry(key: key.name, keyPosition: key.position, value: node))
        self.key = nil
    }

    var node: PlistNode {
        PlistNode(isDictionary ? .dictionary(PlistDictionary(entries: entries)) : .array(elements), at: position)
    }
}
