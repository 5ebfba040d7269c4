import PlistLoader

/// Something `validate --fix` did not do, and why: a file left as it is, a fix-it not applied or reverted.
public struct FixNote: Hashable, Sendable, CustomStringConvertible {
    /// The file, as diagnostics name it.
    public var file: String
    /// The fix-it's position; nil for a note about the whole file.
    public var position: SourcePosition?
    public var message: String

    public init(file: String, position: SourcePosition? = nil, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `Definitions/Events/EventListView.plist:9:2: note: …`, as compilers write a note.
    public var description: String {
        let place = position.map { "\(file):\($0)" } ?? file
        return "\(place): note: \(message)"
    }
}
