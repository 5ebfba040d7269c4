import PlistLoader

/// An entity of a Core Data model, with its own attributes and relationships (inherited ones are found
/// through ``CoreDataModel``).
public struct Entity: Sendable, Equatable {
    public var name: String
    /// The class of its objects; nil (`NSManagedObject`) when the model names none.
    public var representedClassName: String? = nil
    public var parentEntity: String?
    /// `codeGenerationType`: "class" or "category" when Xcode generates the properties of the class (so
    /// every attribute and relationship is declared); nil when the app's own code declares them.
    public var codeGenerationType: String? = nil
    public var isAbstract: Bool
    /// In the order the model lists them.
    public var attributes: [Attribute]
    public var relationships: [Relationship]
    /// Where it is in the model file: the line of its element (XML), the offset of its object (Xcode 3).
    public var position: SourcePosition

    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    public func relationship(named name: String) -> Relationship? {
        relationships.first { $0.name == name }
    }
}
