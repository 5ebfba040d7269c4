import PlistLoader

/// A token of Swift or Objective-C source, as far as finding class declarations needs: names, `@`
/// keywords (`@interface`, `@objc`) and single punctuation characters. Comments, strings, character
/// literals and preprocessor lines are never tokens.
struct SourceToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case name(String)
        /// `@` and the name after it: `interface`, `implementation`, `protocol`, `objc`, `end`.
        case at(String)
        /// A scalar, not a `Character`: comparing one is comparing a number.
        case punctuation(Unicode.Scalar)
    }

    var kind: Kind
    var position: SourcePosition

    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        if case .punctuation(let punctuation) = kind { return punctuation == scalar }
        return false
    }

    /// A digit: the lexer reads numbers as punctuation, one character at a time.
    var isDigit: Bool {
        if case .punctuation(let scalar) = kind { return ("0"..."9").contains(scalar) }
        return false
    }
}
