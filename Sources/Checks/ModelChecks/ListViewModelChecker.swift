import Definitions
import Diagnostics
import PlistLoader

/// Checks a list view against the model: its entity, and the key paths it sorts (by strings: CDL sorts
/// with `caseInsensitiveCompare:`), shows and sections by.
struct ListViewModelChecker: Sendable {
    var keyPaths: KeyPathChecker

    func check(_ view: ListViewDefinition) -> [Diagnostic] {
        let model = keyPaths.model
        let entity = view.entityName.value
        guard model.entity(named: entity) != nil else {
            let suggestion = DidYouMean.suggestion(for: entity, among: model.entities.map(\.name))
            return [
                .unknownEntity(entity, suggestion: suggestion, at: SourceLocation(file: keyPaths.file, position: view.entityName.position))
            ]
        }
        var diagnostics: [Diagnostic] = []
        ListDeleteChecker(model: model, file: keyPaths.file).check(view.entityName, into: &diagnostics)
        for keyPath in view.sortKeyPaths where KeyPathSyntax.isKeyPath(keyPath.value) {
            let end = keyPaths.check(keyPath, from: entity, hops: .toOne, shows: .anyAttribute, place: "'sortKeyPaths'", into: &diagnostics)
            if let end, end != .string {
                diagnostics.append(
                    .sortKeyNotString(keyPath.value, type: end, at: SourceLocation(file: keyPaths.file, position: keyPath.position)))
            }
        }
        var paths: [(Located<String>, ShownValue, String)] = [(view.cellTextLabelKeyPath, .cellText, "'cellTextLabelKeyPath'")]
        if let detail = view.cellDetailTextLabelKeyPath { paths.append((detail, .cellText, "'cellDetailTextLabelKeyPath'")) }
        if let section = view.sectionNameKeyPath { paths.append((section, .anyAttribute, "'sectionNameKeyPath'")) }
        for (keyPath, shown, place) in paths where KeyPathSyntax.isKeyPath(keyPath.value) {
            let hops: KeyPathHops = shown == .cellText ? .listCell : .toOne
            keyPaths.check(keyPath, from: entity, hops: hops, shows: shown, place: place, into: &diagnostics)
        }
        return diagnostics
    }
}
