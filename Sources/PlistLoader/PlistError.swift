/// Why a file could not be loaded, with the position of the fault where there is one.
public struct PlistError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// The content is not a well-formed property list (any format), or not valid text.
        case syntax
        /// A limit was exceeded (nesting depth, file size, node count); the content may be fine.
        case limitExceeded
        /// The file could not be read at all: it is missing, unreadable, or not a regular file.
        case unreadable
    }

    public var kind: Kind
    public var message: String
    public var position: SourcePosition?
    /// The text of the line the fault is on, for showing it under the message.
    public var sourceLine: String?

    public init(_ kind: Kind, _ message: String, at position: SourcePosition?, sourceLine: String? = nil) {
        self.kind = kind
        self.message = message
        self.position = position
        self.sourceLine = sourceLine
    }

    static func syntax(_ message: String, at position: SourcePosition) -> PlistError {
        PlistError(.syntax, message, at: position)
    }
}
