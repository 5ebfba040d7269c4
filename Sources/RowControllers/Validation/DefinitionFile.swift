/// A definition file to check: where it is, and how to name it to the user.
public struct DefinitionFile: Hashable, Sendable {
    /// The path to open.
    public var path: String
    /// The path as diagnostics print it: as the user gave it, joined with the path found below a folder.
    public var displayPath: String

    public init(path: String, displayPath: String? = nil) {
        self.path = path
        self.displayPath = displayPath ?? path
    }

    /// The definition's name, as other definitions refer to it: the file name without extension.
    public var name: String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }
}
