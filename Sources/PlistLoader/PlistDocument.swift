/// A loaded property-list file: its root node, the format it was written in, and its text for
/// showing source lines in diagnostics.
public struct PlistDocument: Sendable {
    public var root: PlistNode
    public var format: PlistFormat
    /// The file's text as UTF-8 (nil for binary files, which have no lines to show).
    public var sourceText: SourceText?
    /// Where the first comment starts, in an OpenStep file (the only format with comments).
    public var firstCommentPosition: SourcePosition?

    public init(root: PlistNode, format: PlistFormat, sourceText: SourceText?) {
        self.root = root
        self.format = format
        self.sourceText = sourceText
    }
}
