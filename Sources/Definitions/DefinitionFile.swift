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
        // On the path's bytes, without splitting it: this runs for every file found, before anything runs in
        // parallel, and walking the UTF-8 view index by index cost more
        // (docs/PERFORMANCE.md, "The comments' figures").
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var afterDot = end
            while afterDot > start + 1, bytes[afterDot - 1] != UInt8(ascii: ".") { afterDot -= 1 }
            // No dot, or only a leading one (".plist"): the whole file name.
            let stemEnd = afterDot > start + 1 ? afterDot - 1 : end
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stemEnd]), as: UTF8.self)
        }
    }
}
