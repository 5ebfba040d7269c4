import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// Reports a reference to a definition that does not exist and has a name spelt nearly alike, once every
/// file is decoded and, with a model, every definition's entity is found. The near name is the fix-it only
/// when its definition fits the reference: a detail view (both reference keys open one), and with a model,
/// one that shows the entity the reference leads to. Otherwise `validate --fix` would take the fix back (a
/// list view is `wrong-definition-kind`; a view of another entity misses key paths or cannot save), so the
/// name is a guess: the message has no hint and a note at that definition says "did you mean …?" and why
/// it may not be meant. Without a model the kind alone decides.
struct ReferenceGuessChecker {
    var catalog: DefinitionCatalog
    var model: CoreDataModel?
    /// Each report's entity, from the model phase; nil without a model.
    var entities: [EntityAssignment?]?

    /// What is known of the suggested definition.
    private enum Fit {
        case fits
        /// Not decoded, or not in this run: a guess, with nothing to say why.
        case unknown(at: SourceLocation?)
        case listView(at: SourceLocation)
        case otherEntity(shown: String, needed: String, at: SourceLocation)
    }

    /// Diagnostics by report index.
    func check(_ reports: [FirstPassReport]) -> [Int: [Diagnostic]] {
        var found: [Int: [Diagnostic]] = [:]
        let guessing = reports.indices.filter { !(reports[$0].links?.guesses.isEmpty ?? true) }
        guard !guessing.isEmpty else { return found }
        var byName: [String: [Int]] = [:]
        for (index, report) in reports.enumerated() { byName[report.file.name, default: []].append(index) }
        for index in guessing {
            let file = reports[index].file
            for guess in reports[index].links!.guesses {
                let (name, key) = (guess.reference.name.value, guess.reference.key)
                let at = SourceLocation(file: file.displayPath, position: guess.reference.name.position)
                let target = guess.path.flatMap { path in
                    byName[DefinitionFile(path: path).name]?.first { catalog.identity(of: reports[$0].file.path) == path }
                }
                let diagnostic: Diagnostic =
                    switch fit(of: guess, from: index, target: target, in: reports) {
                    case .fits:
                        .missingDefinition(name, key: key, suggestion: guess.suggestion, at: at)
                    case .unknown(let guessAt):
                        .missingDefinition(name, key: key, guess: guess.suggestion, because: nil, guessAt: guessAt ?? at, at: at)
                    case .listView(let guessAt):
                        .missingDefinition(
                            name, key: key, guess: guess.suggestion, because: "it is a list view, and '\(key)' opens a detail view",
                            guessAt: guessAt, at: at)
                    case .otherEntity(let shown, let needed, let guessAt):
                        .missingDefinition(
                            name, key: key, guess: guess.suggestion, because: "it shows \(shown), not \(needed)", guessAt: guessAt, at: at)
                    }
                found[index, default: []].append(diagnostic)
            }
        }
        return found
    }

    private func fit(of guess: ReferenceGuess, from referrer: Int, target: Int?, in reports: [FirstPassReport]) -> Fit {
        guard let target else { return .unknown(at: nil) }
        let file = reports[target].file.displayPath
        guard let links = reports[target].links else {
            return .unknown(at: SourceLocation(file: file, position: .lineColumn(line: 1, column: 1)))
        }
        let guessAt = SourceLocation(file: file, position: links.position)
        if links.isListView { return .listView(at: guessAt) }
        if let needed = neededEntity(of: guess, from: referrer), let shown = entities?[target]?.entity, shown != needed {
            return .otherEntity(shown: shown, needed: needed, at: guessAt)
        }
        return .fits
    }

    /// The entity the referenced view must show: a list view's own, for its detail view; the destination
    /// of an "Add New" row's relationship, for the view that creates its objects. Nil when not known.
    private func neededEntity(of guess: ReferenceGuess, from referrer: Int) -> String? {
        guard let model, let owner = entities?[referrer]?.entity else { return nil }
        guard let row = guess.addNewRow else { return owner }
        return AddedObjects(row: row, from: owner, in: model)?.destination
    }
}
