/// The containers open at a cursor scanner's position, and what it found at the cursor: once the scan
/// passes the cursor it goes on only until the cursor's dictionary closes, to collect its other keys.
/// Iterative, with its own stack, so any depth of nesting is fine.
struct ContainerStack {
    let text: [UInt8]
    let offset: Int
    let syntax: CursorContext.Syntax
    private(set) var frames: [ContainerFrame] = []
    /// Set when the scan reaches the cursor.
    private var context: CursorContext?
    /// How many frames were open at the cursor.
    private var cursorDepth = 0
    /// The cursor's dictionary, once closed.
    private var closedCursorDictionary: ContainerFrame?
    /// Nothing after this point matters.
    private(set) var isFinished = false

    init(text: [UInt8], offset: Int, syntax: CursorContext.Syntax) {
        self.text = text
        self.offset = offset
        self.syntax = syntax
    }

    var isPastCursor: Bool { context != nil }
    var top: ContainerFrame? { frames.last }

    mutating func updateTop(_ change: (inout ContainerFrame) -> Void) {
        guard !frames.isEmpty else { return }
        change(&frames[frames.count - 1])
    }

    mutating func push(isDictionary: Bool) {
        var step: DocumentPathStep?
        updateTop { step = $0.openChild() }
        frames.append(ContainerFrame(isDictionary: isDictionary, step: step))
    }

    /// A closing bracket; one with nothing open is ignored.
    mutating func pop() {
        guard let closing = frames.popLast() else { return }
        if isPastCursor && frames.count < cursorDepth {
            closedCursorDictionary = closing
            isFinished = true
        }
    }

    /// The scan is at the cursor, which is in `word` (empty at the cursor between tokens); a second call
    /// changes nothing.
    @discardableResult
    mutating func capture(word: Range<Int>, isQuoted: Bool = false, inComment: Bool = false) -> CursorContext {
        if let context { return context }
        let word = min(word.lowerBound, offset)..<max(word.upperBound, offset)
        let top = frames.last
        let context = CursorContext(
            syntax: syntax, path: frames.compactMap(\.step), inDictionary: top?.isDictionary,
            role: top?.role ?? .element, word: string(word), prefix: string(word.lowerBound..<offset),
            wordRange: word, isQuoted: isQuoted, inComment: inComment, siblingKeys: [], siblingValues: [:])
        self.context = context
        cursorDepth = frames.count
        // Siblings are a dictionary's; in an array or at the root the scan is done.
        if top?.isDictionary != true { isFinished = true }
        return context
    }

    /// The context, once the scan has stopped (at the end of the text, or earlier).
    mutating func result() -> CursorContext {
        var result = capture(word: offset..<offset)  // If not yet, the cursor is after the last token.
        let stillOpen = cursorDepth > 0 && cursorDepth <= frames.count ? frames[cursorDepth - 1] : nil
        if let dictionary = closedCursorDictionary ?? stillOpen, dictionary.isDictionary {
            result.siblingKeys = dictionary.keys
            result.siblingValues = dictionary.values
        }
        return result
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: text[range.clamped(to: 0..<text.count)], as: UTF8.self)
    }
}
