import PlistLoader

/// What validating one file found.
public struct FileReport: Sendable {
    public var file: DefinitionFile
    /// The decoded definition, when the file could be decoded.
    public var definition: Definition?
    /// Sorted by position.
    public var diagnostics: [Diagnostic]
    /// The text of each line a diagnostic points at, for showing it under the message.
    public var sourceLines: [Int: String]
    /// Set when the file could not be read at all (missing, unreadable, a directory): an I/O failure,
    /// not a finding about its content.
    public var readFailure: String?

    public init(
        file: DefinitionFile, definition: Definition?, diagnostics: [Diagnostic], sourceLines: [Int: String] = [:],
        readFailure: String? = nil
    ) {
        self.file = file
        self.definition = definition
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
        self.readFailure = readFailure
    }
}
