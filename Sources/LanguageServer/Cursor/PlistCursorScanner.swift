/// Finds the cursor's context in OpenStep or JSON text, one token at a time from the start: the
/// structure before the cursor, the token at it, and then (in a dictionary) the rest of that dictionary's
/// keys. Tolerant of what typing leaves: a missing `;` or `,` before the next key or element, a missing
/// `=` or `:`, an unclosed string or bracket, a closer too many.
enum PlistCursorScanner {
    static func context(in text: [UInt8], at offset: Int, syntax: CursorContext.Syntax) -> CursorContext {
        var tokens = PlistTokenizer(text: text, isJSON: syntax == .json, cursor: offset)
        var stack = ContainerStack(text: text, offset: offset, syntax: syntax)
        while !stack.isFinished, let token = tokens.next() {
            var isAtCursor = false
            if !stack.isPastCursor {
                if token.holds(offset) {
                    isAtCursor = true
                    switch token.kind {
                    case .comment: stack.capture(word: offset..<offset, inComment: true)
                    default: stack.capture(word: token.contents, isQuoted: token.kind == .quoted)
                    }
                } else if token.range.lowerBound >= offset {
                    stack.capture(word: offset..<offset)  // Between tokens.
                }
            }
            switch token.kind {
            case .open(let isDictionary): stack.push(isDictionary: isDictionary)
            case .close: stack.pop()
            case .separator: stack.updateTop { $0.separate() }
            case .assign: stack.updateTop { $0.expectValue() }
            case .word, .quoted: addScalar(token.contents, isAtCursor: isAtCursor, to: &stack)
            case .data: addScalar(nil, isAtCursor: isAtCursor, to: &stack)
            case .comment: break
            }
        }
        return stack.result()
    }

    /// A string (`text` its contents; nil for data): a dictionary's key, unless after `=`, in which case
    /// its value; an array's element; nothing at the root.
    private static func addScalar(_ text: Range<Int>?, isAtCursor: Bool, to stack: inout ContainerStack) {
        guard let top = stack.top else { return }
        guard top.isDictionary else { return stack.updateTop { $0.beginElement() } }
        let string = text.map { stack.string($0) }
        if top.phase == .value {
            stack.updateTop { $0.addValue(string, recorded: !isAtCursor) }
        } else {
            // After a key (its `=` missing) or a value (its `;` missing) a string starts the next entry.
            stack.updateTop { $0.addKey(string ?? "", recorded: !isAtCursor && string != nil) }
        }
    }
}
