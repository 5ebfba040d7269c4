/// The attributes (`@objc`, `@NSManaged`, `@objcMembers`) and modifiers (`public`, `private(set)`,
/// `static`) written before a Swift declaration's keyword, read backwards from it.
struct SwiftDeclarationAttributes {
    var attributes: Set<String> = []
    var modifiers: Set<String> = []
    /// The name in `@objc(name)`.
    var objectiveCName: String?

    /// Words that may stand before `var`, `let`, `class` or `protocol`.
    static let modifierWords: Set = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "override", "dynamic", "weak", "unowned",
        "lazy", "required", "convenience", "nonisolated", "static", "class", "mutating", "nonmutating", "indirect",
    ]

    /// A parenthesised group is looked back over up to this many tokens (`@available(iOS 13, *)`), and all
    /// of them up to `longestPrefix`: a run of `class public class public…` must not be read back whole
    /// from each of its words.
    private static let longestGroup = 64
    private static let longestPrefix = 128

    /// Those of the declaration whose keyword is at `keyword`.
    init(before keyword: Int, in tokens: [SourceToken]) {
        var index = keyword - 1
        while index >= 0, keyword - index <= Self.longestPrefix {
            let token = tokens[index]
            if token.isPunctuation(")") {
                // `private(set)`, `@objc(name)`, `@available(…)`: the word before the group says which.
                var opening = index - 1
                var depth = 1
                while opening >= 0, index - opening <= Self.longestGroup {
                    if tokens[opening].isPunctuation(")") { depth += 1 }
                    if tokens[opening].isPunctuation("(") { depth -= 1 }
                    if depth == 0 { break }
                    opening -= 1
                }
                guard opening > 0, depth == 0 else { return }
                let head = tokens[opening - 1]
                if case .at(let attribute) = head.kind {
                    attributes.insert(attribute)
                    if attribute == "objc", opening + 2 == index, let name = tokens[opening + 1].name { objectiveCName = name }
                } else if let word = head.name, Self.modifierWords.contains(word) {
                    modifiers.insert(word + "(" + tokens[(opening + 1)..<index].compactMap(\.name).joined(separator: ",") + ")")
                } else {
                    return
                }
                index = opening - 2
            } else if case .at(let attribute) = token.kind {
                attributes.insert(attribute)
                index -= 1
            } else if let word = token.name, Self.modifierWords.contains(word), modifiers.insert(word).inserted {
                // A word twice is two declarations' (`public class public class`): this one's end there.
                index -= 1
            } else {
                return
            }
        }
    }

    /// `@objc`, `@NSManaged`, `@IBOutlet`, `@IBInspectable`: the runtime sees the property.
    var exposesToObjectiveC: Bool {
        !attributes.isDisjoint(with: ["objc", "NSManaged", "IBOutlet", "IBInspectable", "GKInspectable"])
    }

    /// `static` or `class`: the metaclass's, not found by `class_getProperty` on the class.
    var isTypeMember: Bool {
        modifiers.contains("static") || modifiers.contains("class")
    }
}
