/// A file the export writes: its name in the output folder, and its Swift source.
public struct ExportedFile: Sendable, Equatable {
    public var name: String
    public var text: String
}
