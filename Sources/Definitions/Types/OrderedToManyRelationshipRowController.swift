import PlistLoader

/// An ordered to-many relationship through an intermediate entity with an `order` attribute
/// (`intermediate.relationship.attribute`): rows sorted by `order`, reorder handles in edit mode.
public struct OrderedToManyRelationshipRowController: RowController {
    public var rowType: RowType { .toManyOrderedRelationship }
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var showsAddNewObject: Bool
    public var showsAddExistingObjects: Bool
    public var addNewObjectDefinition: Located<String>?
    public var position: SourcePosition

    /// The intermediate entity's relationship, the relationship to the shown objects, and the attribute.
    public var intermediateKey: String? { keyPathComponents.first }

    package init(
        label: Located<String>? = nil,
        attributeKeyPath: Located<String>? = nil,
        showsAddNewObject: Bool,
        showsAddExistingObjects: Bool,
        addNewObjectDefinition: Located<String>? = nil,
        position: SourcePosition
    ) {
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.showsAddNewObject = showsAddNewObject
        self.showsAddExistingObjects = showsAddExistingObjects
        self.addNewObjectDefinition = addNewObjectDefinition
        self.position = position
    }
}
