/// An attribute of an entity in a Core Data model.
public struct Attribute: Sendable, Equatable {
    public var name: String
    public var type: AttributeType
    public var isOptional: Bool
    /// The line of its element in the model file.
    public var line: Int
}
