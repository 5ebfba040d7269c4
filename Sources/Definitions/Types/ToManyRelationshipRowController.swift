import PlistLoader

/// A to-many relationship: one row per related object; edit mode adds "Add New …" and "Add Existing …".
public struct ToManyRelationshipRowController: RowController {
    public var rowType: RowType { .toManyRelationship }
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    /// Whether edit mode shows "Add New ‹label›". Needs ``addNewObjectDefinition``.
    public var showsAddNewObject: Bool
    /// Whether edit mode shows "Add Existing ‹label›" (the default when neither flag is set).
    public var showsAddExistingObjects: Bool
    /// The definition used to create a new related object (a name without extension).
    public var addNewObjectDefinition: Located<String>?
    public var position: SourcePosition

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
