/// A loaded property-list file as a tape (``PlistLoader/loadTape(contentsOf:)``): its nodes, the format
/// it was written in, and its text for showing source lines in diagnostics.
public struct PlistTapeDocument: Sendable {
    public var tape: PlistTape
    public var format: PlistFormat
    /// The file's text as UTF-8 (nil for binary files, which have no lines to show).
    public var sourceText: SourceText?

    public init(tape: PlistTape, format: PlistFormat, sourceText: SourceText?) {
        self.tape = tape
        self.format = format
        self.sourceText = sourceText
    }

    /// The tape of a document loaded as a tree.
    public init(_ document: PlistDocument) {
        self.init(tape: PlistTape(document.root), format: document.format, sourceText: document.sourceText)
    }
}
