import PlistLoader

/// Reads the properties a Swift `var` or `let` declares — `var name: Type`, `var a: A, b: B`,
/// `var count = 0` — with what the Objective-C runtime would see of their types. Whether the runtime sees
/// the property at all (`@objc`, `@NSManaged`) is the caller's to say from ``SwiftDeclarationAttributes``.
struct SwiftPropertyReader {
    var file: String

    /// A type longer than this many tokens is not read (a property's type is a few words; hostile input
    /// must not make every `var` read to the end of the file).
    static let longestType = 64

    /// The properties of the `var` or `let` at `keyword` (those Objective-C cannot represent left out), and
    /// the index after the last type read.
    func read(_ tokens: [SourceToken], at keyword: Int, objectiveCName: String?) -> (properties: [DeclaredProperty], next: Int) {
        var properties: [DeclaredProperty] = []
        var index = keyword + 1
        while index < tokens.count {
            var nameIndex = index
            if tokens[nameIndex].isPunctuation("`"), nameIndex + 1 < tokens.count { nameIndex += 1 }  // `default`
            guard let name = tokens[nameIndex].name else { break }
            index = nameIndex + 1
            if index < tokens.count, tokens[index].isPunctuation("`") { index += 1 }
            guard index < tokens.count else { break }
            let location = SourceLocation(file: file, position: tokens[nameIndex].position)
            // `@objc(name)` renames the property itself when it declares just one.
            let runtimeName = properties.isEmpty ? objectiveCName ?? name : name
            if tokens[index].isPunctuation(":") {
                guard let (type, next) = SwiftTypeReference.read(tokens[..<min(tokens.count, index + Self.longestType)], at: index + 1)
                else { break }
                index = next
                if let kind = type.runtimeKind { properties.append(DeclaredProperty(name: runtimeName, kind: kind, location: location)) }
            } else if tokens[index].isPunctuation("="), index + 1 < tokens.count {
                properties.append(
                    DeclaredProperty(name: runtimeName, kind: Self.kind(ofValueAt: index + 1, in: tokens), location: location))
            } else {
                break
            }
            if index < tokens.count, tokens[index].isPunctuation("=") { index = Self.endOfSimpleValue(from: index + 1, in: tokens) }
            // `var a: A, b: B`, `var a = 0, b = 1`
            guard index + 2 < tokens.count, tokens[index].isPunctuation(","), tokens[index + 1].name != nil,
                tokens[index + 2].isPunctuation(":") || tokens[index + 2].isPunctuation("=")
            else { break }
            index += 1
        }
        return (properties, index)
    }

    /// Where a value that a comma may follow ends: at that comma, outside brackets. Only lines would tell
    /// where any value ends, so this stops at the first token that cannot be part of a short one (a brace,
    /// an `@` keyword, a declaration's keyword) and after `longestType` tokens; what follows is read as any
    /// other code.
    private static func endOfSimpleValue(from start: Int, in tokens: [SourceToken]) -> Int {
        var depth = 0
        var index = start
        while index < min(tokens.count, start + longestType) {
            let token = tokens[index]
            if case .at = token.kind { return index }
            if token.isPunctuation("{") || token.isPunctuation("}") { return index }
            if let name = token.name, ["var", "let", "func", "class", "struct", "enum", "extension", "init"].contains(name) {
                return index
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if token.isPunctuation(","), depth == 0 { return index }
            index += 1
        }
        return index
    }

    /// A property without a type annotation has its value's type: a number or `true`/`false` is not an
    /// object; `Name(…)` is the type `Name`; anything else (a string, a call) an object of no known class —
    /// when in doubt an object, as an object's class is what the checks look at, not its absence.
    private static func kind(ofValueAt start: Int, in tokens: [SourceToken]) -> DeclaredProperty.Kind {
        guard start < tokens.count else { return .object(className: nil) }
        let token = tokens[start]
        if token.isDigit {
            var index = start + 1
            while index + 1 < tokens.count, tokens[index].isDigit { index += 1 }
            let isFraction = index + 1 < tokens.count && tokens[index].isPunctuation(".") && tokens[index + 1].isDigit
            return .scalar(typeName: isFraction ? "Double" : "Int")
        }
        if token.name == "true" || token.name == "false" { return .scalar(typeName: "Bool") }
        if let name = token.name, name.first?.isUppercase == true, start + 1 < tokens.count, tokens[start + 1].isPunctuation("(") {
            return SwiftTypeReference.named(name, arguments: []).runtimeKind ?? .object(className: nil)
        }
        return .object(className: nil)
    }
}
