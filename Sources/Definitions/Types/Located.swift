import PlistLoader

/// A value from a definition file and where it was written, so that later checks (against the Core
/// Data model, say) can point at it. Equality ignores the position.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var position: SourcePosition

    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension Located: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}
