import Definitions
import Diagnostics
import PlistLoader

/// What validating one file found.
public struct FileReport: Sendable {
    public var file: DefinitionFile
    /// What the file is: a definition, or a file of the run's settings whose findings are reported too.
    public var kind: FileKind
    /// The decoded definition, when the file could be decoded.
    public var definition: Definition?
    /// The entity the definition shows, when a model was given and the entity is known.
    public var entity: EntityAssignment?
    /// Sorted by position.
    public var diagnostics: [Diagnostic]
    /// The text of each line a diagnostic points at, for showing it under the message.
    public var sourceLines: [Int: String]
    /// Set when the file could not be read at all (missing, unreadable, a directory): an I/O failure,
    /// not a finding about its content.
    public var readFailure: String?

    public init(
        file: DefinitionFile, kind: FileKind = .definition, definition: Definition?, diagnostics: [Diagnostic],
        sourceLines: [Int: String] = [:],
        readFailure: String? = nil
    ) {
        self.file = file
        self.kind = kind
        self.definition = definition
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
        self.readFailure = readFailure
    }
}

extension FileReport {
    /// The report on a file that could not be loaded: an I/O failure (`readFailure`) when it could not be
    /// read, else one `syntax-error` at the parser's position, with its line.
    package init(file: DefinitionFile, kind: FileKind = .definition, loadError error: PlistError) {
        if error.kind == .unreadable {
            self.init(file: file, kind: kind, definition: nil, diagnostics: [], readFailure: error.message)
            return
        }
        let position = error.position ?? .start
        let diagnostic = Diagnostic.syntaxError(error.message, at: SourceLocation(file: file.displayPath, position: position))
        // The loader gives the line it failed on, not the text: the one report finished by it.
        let lines = position.line.flatMap { line in error.sourceLine.map { [line: $0] } } ?? [:]
        self.init(file: file, kind: kind, definition: nil, findings: FinishedFindings(diagnostics: [diagnostic], sourceLines: lines))
    }
}
