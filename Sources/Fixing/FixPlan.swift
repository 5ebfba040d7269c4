import Diagnostics
import PlistLoader

/// The fixes of one loaded file that can be applied for certain: each fix-it matched to the key or string
/// it points at, with its text edit (text files), and the tree as it will be once they are applied.
struct FixPlan {
    struct Replacement {
        var diagnostic: Diagnostic
        /// The places it changes: one in a text file; in a binary one, each place of a shared object.
        var targets: [FixTarget]
        var value: PlistValue
        /// The edit of a text file.
        var edit: FixItEdit?
    }

    let document: PlistDocument
    private let targets: [SourcePosition: [FixTarget]]
    private(set) var replacements: [Replacement] = []
    private(set) var unapplied: [FileFix.Unapplied] = []
    private(set) var overlap: FileFix.Problem?

    init(document: PlistDocument) {
        self.document = document
        self.targets = FixTarget.all(in: document.root)
    }

    var applied: [Diagnostic] { replacements.map(\.diagnostic) }

    /// The loaded tree with every replacement made.
    var fixedRoot: PlistNode {
        var root = document.root
        for replacement in replacements {
            for target in replacement.targets { target.replace(with: replacement.value, in: &root) }
        }
        return root
    }

    /// The text edits, in the order of ``replacements``.
    var edits: [FixItEdit] { replacements.compactMap(\.edit) }

    /// Matches each fix-it to what it replaces; sets ``overlap`` when two replace one place differently.
    mutating func add(_ diagnostics: [Diagnostic]) {
        let diagnostics = Diagnostic.sortedForOutput(diagnostics.filter { $0.fixIt != nil })
        let atPosition = Dictionary(grouping: diagnostics, by: \.location.position)
        for diagnostic in diagnostics {
            let here = atPosition[diagnostic.location.position, default: []]
            if let other = here.first(where: { Self.value(of: $0) != Self.value(of: diagnostic) }) {
                overlap = .overlapping(diagnostic, other)
                return
            }
        }
        for diagnostic in diagnostics {
            let fixIt = diagnostic.fixIt ?? ""
            let places = targets[diagnostic.location.position] ?? []
            let isBoolean = diagnostic.code == .stringBoolean
            guard !places.isEmpty, !isBoolean || !places.contains(where: \.isKey) else {
                skip(diagnostic, "it points at no key or string")
                continue
            }
            // A binary file's object may be shared: fixed only when the fix concerns each of its places,
            // that is, when as many findings of the code point at it.
            let sameCode = atPosition[diagnostic.location.position, default: []].count { $0.code == diagnostic.code }
            guard sameCode >= places.count else {
                skip(diagnostic, "the binary file's object here also stands in \(places.count - sameCode) other place(s) that need no fix")
                continue
            }
            if !isBoolean, places.allSatisfy({ $0.text(in: document.root).map { PlistDictionary.keysEqual($0, fixIt) } == true }) {
                skip(diagnostic, "the text there is the fix-it already")
                continue
            }
            var replacement = Replacement(diagnostic: diagnostic, targets: places, value: Self.value(of: diagnostic))
            if let text = document.sourceText {
                guard let edit = FixItEdit(diagnostic, in: text.utf8, format: document.format) else {
                    skip(diagnostic, "the text there cannot hold '\(fixIt)'")
                    continue
                }
                replacement.edit = edit
            }
            replacements.append(replacement)
        }
        if case .failure(let overlap) = SourceEditor.ordered(edits) {
            let first = replacements.first { $0.edit == overlap.first }!.diagnostic
            let second = replacements.last { $0.edit == overlap.second }!.diagnostic
            self.overlap = .overlapping(first, second)
        }
    }

    /// What the fix-it puts in the tree: its string, or `string-boolean`'s boolean.
    private static func value(of diagnostic: Diagnostic) -> PlistValue {
        let fixIt = diagnostic.fixIt ?? ""
        return diagnostic.code == .stringBoolean ? .boolean(fixIt == "true" || fixIt == "<true/>") : .string(fixIt)
    }

    private mutating func skip(_ diagnostic: Diagnostic, _ reason: String) {
        unapplied.append(FileFix.Unapplied(diagnostic: diagnostic, reason: reason))
    }
}
