/// One definition naming another (`addNewObjectPropertyListFile`, `detailViewPropertyListFile`).
public struct DefinitionReference: Sendable, Equatable {
    /// The key that holds the name.
    public var key: String
    /// The name as written: a definition name without extension.
    public var name: Located<String>
}
