import PlistLoader

/// A relationship of an entity in a Core Data model.
public struct Relationship: Sendable, Equatable {
    public var name: String
    /// The destination entity's name; nil when the model leaves it unset.
    public var destinationEntity: String?
    public var inverseName: String?
    public var isToMany: Bool
    public var isOrdered: Bool
    /// `minCount` and `maxCount`, when the model sets them.
    public var minCount: Int? = nil
    public var maxCount: Int?
    public var isOptional: Bool
    public var deleteRule: DeleteRule = .nullify
    /// Where it is in the model file: the line of its element (XML), the offset of its object (Xcode 3).
    public var position: SourcePosition
}
