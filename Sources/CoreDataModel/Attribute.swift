import PlistLoader

/// An attribute of an entity in a Core Data model.
public struct Attribute: Sendable, Equatable {
    public var name: String
    public var type: AttributeType
    public var isOptional: Bool
    /// Not stored: Core Data does not validate it on save.
    public var isTransient: Bool = false
    /// `defaultValueString`, when the model gives one.
    public var defaultValue: String?
    /// `usesScalarValueType="YES"`: the class Xcode generates holds a scalar (`Int16`, `Bool`,
    /// `TimeInterval`), not an `NSNumber`/`NSDate` (absent = NO, as in models before Xcode 8).
    public var usesScalarValueType: Bool = false
    /// Where it is in the model file: the line of its element (XML), the offset of its object (Xcode 3).
    public var position: SourcePosition

    /// Whether saving a new object fails unless something sets it: not optional, not transient, no default.
    public var mustBeSet: Bool { !isOptional && !isTransient && defaultValue == nil }
}
