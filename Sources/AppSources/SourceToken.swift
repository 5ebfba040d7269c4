import PlistLoader

/// A token of Swift or Objective-C source, as far as finding class declarations needs: names, `@`
/// keywords (`@interface`, `@objc`) and single punctuation characters. Comments, strings, character
/// literals and preprocessor lines are never tokens.
struct SourceToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case name(String)
        /// `@` and the name after it: `interface`, `implementation`, `protocol`, `objc`, `end`.
        case at(String)
        case punctuation(Character)
    }

    var kind: Kind
    var position: SourcePosition

    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool { kind == .punctuation(character) }
}
