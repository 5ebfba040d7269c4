/// A definition file to check: where it is, and how to name it to the user.
public struct DefinitionFile: Hashable, Sendable {
    /// The path to open.
    public var path: String {
        didSet { name = Self.name(of: path) }
    }
    /// The path as diagnostics print it: as the user gave it, joined with the path found below a folder.
    public var displayPath: String
    /// The definition's name, as other definitions refer to it: the file name without extension. Kept,
    /// not computed: the model phase asks for it of every file, one after another.
    public private(set) var name: String

    public init(path: String, displayPath: String? = nil) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.name = Self.name(of: path)
    }

    private static func name(of path: String) -> String {
        // On UTF-8 offsets, without splitting the path: this runs for every file found.
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") { end = utf8.index(before: end) }
        let start = utf8[..<end].lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        let fileName = utf8[start..<end]
        guard let dot = fileName.lastIndex(of: UInt8(ascii: ".")), dot != fileName.startIndex else {
            return String(Substring(fileName))
        }
        return String(Substring(fileName[..<dot]))
    }
}
