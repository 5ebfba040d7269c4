import CoreDataModel
import Definitions

/// What a to-many row's "Add New" creates: objects of `destination`, attached through `relationship`
/// of `owner` (for an ordered row, the intermediate entity's relationship to the shown objects).
struct AddedObjects: Sendable {
    var owner: String
    var relationship: Relationship
    var destination: String

    /// `"Owner.relationship"`, for messages.
    var relationshipName: String { "\(owner).\(relationship.name)" }

    /// Nil when the row's key path does not lead through relationships of the model.
    init?(row: any RowController, from entity: String, in model: CoreDataModel) {
        let components = row.keyPathComponents
        let step = row.rowType == .toManyOrderedRelationship ? 1 : 0
        guard row.rowType.isToMany, components.count > step + 1 else { return nil }
        var owner = entity
        for index in 0...step {
            guard case .relationship(let relationship)? = model.property(components[index], of: owner),
                let destination = relationship.destinationEntity
            else { return nil }
            if index == step {
                self.owner = owner
                self.relationship = relationship
                self.destination = destination
                return
            }
            owner = destination
        }
        return nil
    }
}
