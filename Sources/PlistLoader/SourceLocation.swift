/// A position in a named file: what a diagnostic points at.
public struct SourceLocation: Hashable, Comparable, Sendable {
    /// The path as the user named it (relative to the working directory when they gave a relative path).
    public var file: String
    public var position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.position) < (rhs.file, rhs.position)
    }
}
