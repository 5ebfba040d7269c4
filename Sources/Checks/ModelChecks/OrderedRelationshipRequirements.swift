import CoreDataModel

/// What CDL checks of an ordered row's four relationships when its section loads, raising without
/// (CDLToManyOrderedRelationshipSectionController.m): the relationship to the intermediate objects is
/// to-many with Cascade, its inverse to-one with Nullify; the intermediate's relationship to the shown
/// objects is to-one with Nullify, its inverse to-many with Cascade. `validate` reports what is unmet
/// (`ordered-relationship-model`); `init` makes no ordered row that would be.
package struct OrderedRelationshipRequirements {
    var model: CoreDataModel

    package init(model: CoreDataModel) {
        self.model = model
    }

    /// One unmet requirement: what is wrong, and the relationship at fault when there is one (nil when it is
    /// missing).
    package struct Unmet {
        package var problem: String
        package var relationship: Relationship?
        package var owner: String
    }

    /// What the relationships from `entity` through `toIntermediate` (to `intermediate`) and `toRelated`
    /// (to `related`) do not meet, in CDL's order.
    package func unmet(
        from entity: String, through toIntermediate: Relationship, to intermediate: String, then toRelated: Relationship, to related: String
    )
        -> [Unmet]
    {
        let required: [(owner: String, name: String?, relationship: Relationship?, toMany: Bool, rule: DeleteRule, role: String)] = [
            (entity, toIntermediate.name, toIntermediate, true, .cascade, "the relationship to the intermediate objects"),
            (intermediate, toIntermediate.inverseName, model.inverse(of: toIntermediate), false, .nullify, "its inverse"),
            (intermediate, toRelated.name, toRelated, false, .nullify, "the intermediate's relationship to the shown objects"),
            (related, toRelated.inverseName, model.inverse(of: toRelated), true, .cascade, "its inverse"),
        ]
        var unmet: [Unmet] = []
        for requirement in required {
            // Met, as in every sound model: no message is made (this runs for every ordered row).
            if let relationship = requirement.relationship, requirement.name != nil, relationship.isToMany == requirement.toMany,
                relationship.deleteRule == requirement.rule
            {
                continue
            }
            let needed = (requirement.toMany ? "a to-many" : "a to-one") + " relationship with the \(requirement.rule.rawValue) delete rule"
            guard let relationship = requirement.relationship, let name = requirement.name else {
                let problem = "\(requirement.role) is missing: '\(requirement.owner)' needs \(needed) back"
                unmet.append(Unmet(problem: problem, relationship: nil, owner: requirement.owner))
                continue
            }
            let found = (relationship.isToMany ? "to-many" : "to-one") + " with \(relationship.deleteRule.rawValue)"
            let problem = "'\(requirement.owner).\(name)' (\(requirement.role)) must be \(needed), not \(found)"
            unmet.append(Unmet(problem: problem, relationship: relationship, owner: requirement.owner))
        }
        return unmet
    }
}
