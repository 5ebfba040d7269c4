import Basics

/// Names and literals in the exported Swift: what a definition, entity or key gives, made valid.
enum SwiftName {
    /// A type name from a definition's or class's name: letters, digits and underscores kept, anything else
    /// dropped, a leading digit prefixed (`2DView` → `_2DView`).
    static func type(_ name: String) -> String {
        var result = String(name.unicodeScalars.filter { isIdentifierCharacter($0) }.map(Character.init))
        if result.isEmpty { result = "Unnamed" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(Character(first)) { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    /// A variable or member name: as ``type(_:)``, first letter lowercased (`DeleteRowController` →
    /// `deleteRowController`).
    static func member(_ name: String) -> String {
        var base = type(name).trimmingBackticks
        if let first = base.first, first.isUppercase {
            // Lowercase the leading run of capitals except the last before a lowercase letter (`URLField` → `urlField`).
            let characters = Array(base)
            var end = 1
            while end < characters.count, characters[end].isUppercase { end += 1 }
            if end > 1, end < characters.count { end -= 1 }
            base = String(characters[..<end]).lowercased() + String(characters[end...])
        }
        return escaped(base)
    }

    /// A property name as the model or the class spells it, escaped when it is a keyword (`default`, `class`).
    static func property(_ name: String) -> String { escaped(name) }

    /// `name` in backticks when Swift reserves it.
    static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A string literal of `text`: quotes, backslashes and control characters escaped, so that no
    /// definition's text can end the literal or hide what follows.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += isHidden(scalar) ? escape(scalar) : String(scalar)
            }
        }
        return result + "\""
    }

    /// Text safe inside a `//` comment: one line, control characters as spaces, and the characters that can
    /// reorder what a reviewer reads (U+202E) shown as escapes.
    static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += " "
            } else {
                result += isHidden(scalar) ? escape(scalar) : String(scalar)
            }
        }
        return result
    }

    /// Control characters, and the bidirectional formatting characters that make code read other than it runs.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        HiddenCharacter.isControl(scalar) || HiddenCharacter.isBidirectionalFormatting(scalar)
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String { "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "Type", "Protocol",
    ]
}

extension String {
    fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
