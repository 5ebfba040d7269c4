import CoreDataModel
import PlistLoader

/// What CDL's runtime asks of the relationships a row goes through, beyond its key path (SPEC §7): a
/// Relationship row's destination has a class named as its entity (the edit screen looks the entity up by
/// the class name); an ordered row's four relationships have the cardinalities and delete rules CDL checks
/// when the section loads, and raises without. Run only on key paths the key-path walk found sound.
struct RowRelationshipChecker {
    var model: CoreDataModel
    /// The definition file, as diagnostics name it.
    var file: String

    func checkClassName(of keyPath: Located<String>, from entity: String, into diagnostics: inout [Diagnostic]) {
        let components = KeyPathChecker.components(of: keyPath.value)
        guard case .relationship(let relationship)? = model.property(components[0], of: entity),
            let destination = relationship.destinationEntity.flatMap(model.entity(named:)),
            destination.representedClassName != destination.name
        else { return }
        let at = SourceLocation(file: file, position: keyPath.position)
        diagnostics.append(.relationshipClassName(keyPath.value, destination: destination, model: model.file, at: at))
    }

    /// One diagnostic per relationship that breaks CDL's checks, each with a note at it in the model.
    func checkOrdered(_ keyPath: Located<String>, from entity: String, into diagnostics: inout [Diagnostic]) {
        let components = KeyPathChecker.components(of: keyPath.value)
        guard case .relationship(let toIntermediate)? = model.property(components[0], of: entity),
            let intermediate = toIntermediate.destinationEntity,
            case .relationship(let toRelated)? = model.property(components[1], of: intermediate),
            let related = toRelated.destinationEntity
        else { return }
        let required: [(owner: String, name: String?, relationship: Relationship?, toMany: Bool, rule: DeleteRule, role: String)] = [
            (entity, toIntermediate.name, toIntermediate, true, .cascade, "the relationship to the intermediate objects"),
            (intermediate, toIntermediate.inverseName, inverse(of: toIntermediate, in: intermediate), false, .nullify, "its inverse"),
            (intermediate, toRelated.name, toRelated, false, .nullify, "the intermediate's relationship to the shown objects"),
            (related, toRelated.inverseName, inverse(of: toRelated, in: related), true, .cascade, "its inverse"),
        ]
        let at = SourceLocation(file: file, position: keyPath.position)
        for requirement in required {
            let needed = (requirement.toMany ? "a to-many" : "a to-one") + " relationship with the \(requirement.rule.rawValue) delete rule"
            guard let relationship = requirement.relationship, let name = requirement.name else {
                let problem = "\(requirement.role) is missing: '\(requirement.owner)' needs \(needed) back"
                diagnostics.append(.orderedRelationshipModel(problem, keyPath: keyPath.value, note: nil, at: at))
                continue
            }
            guard relationship.isToMany != requirement.toMany || relationship.deleteRule != requirement.rule else { continue }
            let found = (relationship.isToMany ? "to-many" : "to-one") + " with \(relationship.deleteRule.rawValue)"
            let problem = "'\(requirement.owner).\(name)' (\(requirement.role)) must be \(needed), not \(found)"
            let note = DiagnosticNote(
                "'\(requirement.owner).\(name)' is here", at: SourceLocation(file: model.file, position: relationship.position))
            diagnostics.append(.orderedRelationshipModel(problem, keyPath: keyPath.value, note: note, at: at))
        }
    }

    /// The inverse `relationship` names, a relationship of `destination`; nil when it names none, or names
    /// no relationship.
    private func inverse(of relationship: Relationship, in destination: String) -> Relationship? {
        guard let name = relationship.inverseName, case .relationship(let inverse)? = model.property(name, of: destination) else {
            return nil
        }
        return inverse
    }
}
