import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// A swipe on a list's row deletes the object and saves (CDLRootViewController.m:328-336), so the model's
/// delete rules decide whether the save can pass: a Deny rule refuses while related objects exist, and a
/// Nullify rule empties the other side, which fails when that side is a required to-one relationship. Both
/// depend on the data (an object with nothing related deletes fine): warnings, at the list's entity.
struct ListDeleteChecker {
    var model: CoreDataModel
    /// The list view's file, as diagnostics name it.
    var file: String

    func check(_ entityName: Located<String>, into diagnostics: inout [Diagnostic]) {
        let entity = entityName.value
        let at = SourceLocation(file: file, position: entityName.position)
        for owner in model.lineage(of: entity).reversed() {
            for relationship in owner.relationships {
                let note = DiagnosticNote(
                    "'\(owner.name).\(relationship.name)' is here", at: SourceLocation(file: model.file, position: relationship.position))
                if relationship.deleteRule == .deny {
                    diagnostics.append(.listDeleteDenied(entity, relationship: relationship.name, note: note, at: at))
                } else if relationship.deleteRule == .nullify, let destination = relationship.destinationEntity,
                    let inverse = model.inverse(of: relationship), !inverse.isToMany, !inverse.isOptional
                {
                    diagnostics.append(
                        .listDeleteOrphans(
                            entity, relationship: relationship.name, inverse: "\(destination).\(inverse.name)", note: note, at: at))
                }
            }
        }
    }
}
