/// Finds the cursor's context in an XML property list, tag by tag from the start. Not an XML parser: it
/// knows `<dict>`, `<array>`, `<key>` and the value elements, skips comments, `<?…?>` and `<!…>`, and
/// tolerates what typing leaves — an unclosed element (the next tag ends it), an unclosed tag (the next
/// `<` ends it), a closer too many, stray `>`. Entities are not decoded.
enum XMLCursorScanner {
    private static let leafValues: Set<String> = ["string", "integer", "real", "date", "data"]

    /// A `<key>` or value element whose text is being read.
    private struct Leaf {
        var isKey: Bool
        var contentStart: Int
        var holdsCursor = false
    }

    private struct Tag {
        var name: String
        var isClosing: Bool
        var isEmpty: Bool
        /// A comment, `<?…?>` or `<!…>`.
        var isMarkup: Bool
        /// Ended by its `>` (or `-->`), not by the next `<` or the end of the text.
        var isClosed: Bool
        var range: Range<Int>
        /// Through the name (`<key`, `</dict`): the word when the cursor is in it.
        var head: Range<Int>

        /// Whether a cursor at `offset` is inside it (at its end too, if it is unclosed: still being typed).
        func holds(_ offset: Int) -> Bool {
            range.lowerBound < offset && (offset < range.upperBound || (!isClosed && offset == range.upperBound))
        }
    }

    static func context(in text: [UInt8], at offset: Int) -> CursorContext {
        var stack = ContainerStack(text: text, offset: offset, syntax: .xml)
        var leaf: Leaf?
        var position = 0
        while !stack.isFinished && position < text.count {
            guard text[position] == UInt8(ascii: "<") else {
                let end = text[position...].firstIndex(of: UInt8(ascii: "<")) ?? text.count
                if !stack.isPastCursor && position <= offset && offset <= end {
                    stack.capture(word: word(in: text, position..<end, at: offset))
                    leaf?.holdsCursor = true
                }
                position = end
                continue
            }
            let tag = scanTag(in: text, from: position)
            if !stack.isPastCursor {
                if tag.holds(offset) {
                    let head = offset <= tag.head.upperBound && !tag.isMarkup ? tag.head : offset..<offset
                    stack.capture(word: head, inComment: tag.isMarkup)
                    leaf?.holdsCursor = true
                } else if tag.range.lowerBound >= offset {
                    stack.capture(word: offset..<offset)
                    leaf?.holdsCursor = true
                }
            }
            position = tag.range.upperBound
            guard !tag.isMarkup else { continue }
            // Any tag ends the text of an element (which should have been closed by now).
            if let open = leaf { finish(open, text: open.contentStart..<tag.range.lowerBound, in: &stack) }
            leaf = nil
            apply(tag, leaf: &leaf, to: &stack)
        }
        return stack.result()
    }

    private static func apply(_ tag: Tag, leaf: inout Leaf?, to stack: inout ContainerStack) {
        let isContainer = tag.name == "dict" || tag.name == "array"
        if tag.isClosing {
            if isContainer { stack.pop() }
        } else if isContainer && !tag.isEmpty {
            stack.push(isDictionary: tag.name == "dict")
        } else if tag.name == "key" {
            stack.updateTop { $0.startKey() }
            if tag.isEmpty {
                stack.updateTop {
                    $0.addKey("", recorded: false)
                    $0.expectValue()
                }
            } else {
                leaf = Leaf(isKey: true, contentStart: tag.range.upperBound)
            }
        } else if tag.isEmpty && (isContainer || leafValues.contains(tag.name) || tag.name == "true" || tag.name == "false") {
            let value = isContainer ? nil : leafValues.contains(tag.name) ? "" : tag.name
            addValue(value, recorded: true, to: &stack)
        } else if leafValues.contains(tag.name) {
            stack.updateTop { if !$0.isDictionary { $0.beginElement() } }
            leaf = Leaf(isKey: false, contentStart: tag.range.upperBound)
        }
    }

    private static func finish(_ leaf: Leaf, text range: Range<Int>, in stack: inout ContainerStack) {
        let string = stack.string(trimmed(stack.text, range))
        if leaf.isKey {
            stack.updateTop {
                $0.addKey(string, recorded: !leaf.holdsCursor)
                $0.expectValue()
            }
        } else {
            stack.updateTop { if $0.isDictionary { $0.addValue(string, recorded: !leaf.holdsCursor) } }
        }
    }

    private static func addValue(_ value: String?, recorded: Bool, to stack: inout ContainerStack) {
        stack.updateTop {
            if $0.isDictionary { $0.addValue(value, recorded: recorded) } else { $0.beginElement() }
        }
    }

    /// The tag at `start` (a `<`), to its `>` or to before the next `<`; a comment to its `-->`.
    private static func scanTag(in text: [UInt8], from start: Int) -> Tag {
        var position = start + 1
        if text[position...].starts(with: "!--".utf8) {
            position += 3
            while position < text.count && !text[position...].starts(with: "-->".utf8) { position += 1 }
            let end = min(position + 3, text.count)
            return Tag(
                name: "", isClosing: false, isEmpty: false, isMarkup: true, isClosed: end == position + 3, range: start..<end,
                head: start..<start)
        }
        let isMarkup = position < text.count && (text[position] == UInt8(ascii: "?") || text[position] == UInt8(ascii: "!"))
        let isClosing = position < text.count && text[position] == UInt8(ascii: "/")
        if isClosing { position += 1 }
        let nameStart = position
        while position < text.count && isNameByte(text[position]) { position += 1 }
        let head = start..<position
        let name = String(decoding: text[nameStart..<position], as: UTF8.self)
        while position < text.count && text[position] != UInt8(ascii: ">") && text[position] != UInt8(ascii: "<") { position += 1 }
        let isClosed = position < text.count && text[position] == UInt8(ascii: ">")
        let isEmpty = isClosed && text[position - 1] == UInt8(ascii: "/")
        if isClosed { position += 1 }
        return Tag(
            name: name, isClosing: isClosing, isEmpty: isEmpty, isMarkup: isMarkup, isClosed: isClosed, range: start..<position,
            head: head)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// The word at `offset` in the text `range` between tags: its part on the cursor's line, blanks
    /// trimmed; empty at the cursor when the cursor is in the blanks.
    private static func word(in text: [UInt8], _ range: Range<Int>, at offset: Int) -> Range<Int> {
        var start = offset
        while start > range.lowerBound && text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < range.upperBound && text[end] != UInt8(ascii: "\n") { end += 1 }
        let word = trimmed(text, start..<end)
        return word.lowerBound <= offset && offset <= word.upperBound ? word : offset..<offset
    }

    private static func trimmed(_ text: [UInt8], _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end && text[start].isXMLBlank { start += 1 }
        while end > start && text[end - 1].isXMLBlank { end -= 1 }
        return start..<end
    }
}

extension UInt8 {
    fileprivate var isXMLBlank: Bool {
        self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\n") || self == UInt8(ascii: "\r")
    }
}
