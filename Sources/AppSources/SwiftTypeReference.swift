/// A Swift type as written in a property's annotation, read from tokens as far as telling what the
/// Objective-C runtime sees of it needs: names with generic arguments, optionals, arrays, dictionaries,
/// closures; tuples and metatypes are `other`.
indirect enum SwiftTypeReference: Equatable {
    /// `Set<Tag>`, `Foundation.Date`: the last component and the generic arguments.
    case named(String, arguments: [SwiftTypeReference])
    case optional(SwiftTypeReference)
    case array(SwiftTypeReference)
    case dictionary(SwiftTypeReference, SwiftTypeReference)
    /// A closure type: a block to the runtime.
    case function
    /// `any P`, `some P`, `P & Q`: an object of no known class.
    case existential
    /// A tuple, a metatype: nothing Objective-C can represent.
    case other

    /// Nesting beyond this is read as `other` (hostile input must not exhaust the stack).
    static let maximumDepth = 32

    /// The type at `start` of `tokens`, and the index after it; nil when no type starts there. `tokens`
    /// is a slice that bounds the work: a type never runs past its end.
    static func read(_ tokens: ArraySlice<SourceToken>, at start: Int, depth: Int = 0) -> (SwiftTypeReference, Int)? {
        guard start < tokens.endIndex, depth < maximumDepth else { return nil }
        var index = start
        // Attributes of closure types (`@escaping`, `@convention(block)`) and ownership words.
        while index < tokens.endIndex {
            if case .at = tokens[index].kind {
                index = skipParentheses(tokens, from: index + 1).next
            } else if let name = tokens[index].name, ["inout", "borrowing", "consuming", "sending", "isolated"].contains(name) {
                index += 1
            } else {
                break
            }
        }
        guard index < tokens.endIndex else { return nil }
        var type: SwiftTypeReference
        let token = tokens[index]
        if let name = token.name, name == "any" || name == "some", index + 1 < tokens.endIndex, tokens[index + 1].name != nil {
            guard let (_, next) = read(tokens, at: index + 1, depth: depth + 1) else { return nil }
            type = .existential
            index = next
        } else if let name = token.name {
            var last = name
            var arguments: [SwiftTypeReference] = []
            index += 1
            while true {
                if index < tokens.endIndex, tokens[index].isPunctuation("<") {
                    guard let (read, next) = list(tokens, from: index + 1, closing: ">", depth: depth) else { return nil }
                    arguments = read
                    index = next
                }
                guard index < tokens.endIndex, tokens[index].isPunctuation(".") else { break }
                guard index + 1 < tokens.endIndex, let component = tokens[index + 1].name else { return nil }
                if component == "Type" || component == "Protocol" { return (.other, index + 2) }
                last = component
                arguments = []
                index += 2
            }
            type = .named(last, arguments: arguments)
        } else if token.isPunctuation("[") {
            guard let (element, afterElement) = read(tokens, at: index + 1, depth: depth + 1), afterElement < tokens.endIndex else {
                return nil
            }
            if tokens[afterElement].isPunctuation(":") {
                guard let (value, afterValue) = read(tokens, at: afterElement + 1, depth: depth + 1), afterValue < tokens.endIndex,
                    tokens[afterValue].isPunctuation("]")
                else { return nil }
                type = .dictionary(element, value)
                index = afterValue + 1
            } else {
                guard tokens[afterElement].isPunctuation("]") else { return nil }
                type = .array(element)
                index = afterElement + 1
            }
        } else if token.isPunctuation("(") {
            let (next, holdsArrow) = skipParentheses(tokens, from: index)
            index = next
            type = holdsArrow ? .function : .other  // `(() -> Void)?` is a closure in parentheses.
        } else {
            return nil
        }
        // What may follow: `throws`, `-> Result`, `?`, `!`, `& Other`.
        while index < tokens.endIndex {
            if tokens[index].name == "throws" || tokens[index].name == "async" || tokens[index].name == "rethrows" {
                index += 1
            } else if tokens[index].isPunctuation("-"), index + 1 < tokens.endIndex, tokens[index + 1].isPunctuation(">") {
                guard let (_, next) = read(tokens, at: index + 2, depth: depth + 1) else { return nil }
                type = .function
                index = next
            } else if tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") {
                type = .optional(type)
                index += 1
            } else if tokens[index].isPunctuation("&") {
                guard let (_, next) = read(tokens, at: index + 1, depth: depth + 1) else { return nil }
                type = .existential
                index = next
            } else {
                break
            }
        }
        return (type, index)
    }

    /// Types separated by commas up to `closing`, and the index after it.
    private static func list(_ tokens: ArraySlice<SourceToken>, from start: Int, closing: Unicode.Scalar, depth: Int) -> (
        [SwiftTypeReference], Int
    )? {
        var types: [SwiftTypeReference] = []
        var index = start
        while let (type, next) = read(tokens, at: index, depth: depth + 1), next < tokens.endIndex {
            types.append(type)
            if tokens[next].isPunctuation(closing) { return (types, next + 1) }
            guard tokens[next].isPunctuation(",") else { return nil }
            index = next + 1
        }
        return nil
    }

    /// Past a balanced `(…)` at `start` (none: `start`), and whether an arrow `->` is inside.
    static func skipParentheses(_ tokens: ArraySlice<SourceToken>, from start: Int) -> (next: Int, holdsArrow: Bool) {
        guard start < tokens.endIndex, tokens[start].isPunctuation("(") else { return (start, false) }
        var index = start
        var depth = 0
        var holdsArrow = false
        repeat {
            let token = tokens[index]
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") { depth -= 1 }
            if token.isPunctuation("-"), index + 1 < tokens.endIndex, tokens[index + 1].isPunctuation(">") { holdsArrow = true }
            if token.isPunctuation("{") || token.isPunctuation("}") { return (index, holdsArrow) }  // Not a type after all.
            index += 1
        } while depth > 0 && index < tokens.endIndex
        return (index, holdsArrow)
    }
}
