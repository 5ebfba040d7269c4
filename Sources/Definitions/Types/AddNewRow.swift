/// A to-many row that shows "Add New", with the definition of the new object's view it names.
public struct AddNewRow: Sendable {
    public var row: any RowController
    /// The `addNewObjectPropertyListFile` value, where it is written.
    public var definition: Located<String>
}
