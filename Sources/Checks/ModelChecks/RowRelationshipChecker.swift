import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// What CDL's runtime asks of the relationships a row goes through, beyond its key path (README, "Checking against the Core Data model"): a
/// Relationship row's destination has a class named as its entity (the edit screen looks the entity up by
/// the class name); an ordered row's four relationships have the cardinalities and delete rules CDL checks
/// when the section loads, and raises without. Run only on key paths the key-path walk found sound.
struct RowRelationshipChecker {
    var model: CoreDataModel
    /// The definition file, as diagnostics name it.
    var file: String

    func checkClassName(of keyPath: Located<String>, from entity: String, into diagnostics: inout [Diagnostic]) {
        guard case .relationship(let relationship)? = model.property(KeyPathSyntax.component(0, of: keyPath.value), of: entity),
            let destination = relationship.destinationEntity.flatMap(model.entity(named:)),
            destination.representedClassName != destination.name
        else { return }
        let at = SourceLocation(file: file, position: keyPath.position)
        diagnostics.append(.relationshipClassName(keyPath.value, destination: destination, model: model.file, at: at))
    }

    /// One diagnostic per relationship that breaks CDL's checks, each with a note at it in the model.
    func checkOrdered(_ keyPath: Located<String>, from entity: String, into diagnostics: inout [Diagnostic]) {
        guard case .relationship(let toIntermediate)? = model.property(KeyPathSyntax.component(0, of: keyPath.value), of: entity),
            let intermediate = toIntermediate.destinationEntity,
            case .relationship(let toRelated)? = model.property(KeyPathSyntax.component(1, of: keyPath.value), of: intermediate),
            let related = toRelated.destinationEntity
        else { return }
        let at = SourceLocation(file: file, position: keyPath.position)
        let unmet = OrderedRelationshipRequirements(model: model).unmet(
            from: entity, through: toIntermediate, to: intermediate, then: toRelated, to: related)
        for requirement in unmet {
            let note = requirement.relationship.map { relationship in
                DiagnosticNote(
                    "'\(requirement.owner).\(relationship.name)' is here",
                    at: SourceLocation(file: model.file, position: relationship.position))
            }
            diagnostics.append(.orderedRelationshipModel(requirement.problem, keyPath: keyPath.value, note: note, at: at))
        }
    }
}
