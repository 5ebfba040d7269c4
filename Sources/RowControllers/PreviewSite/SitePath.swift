import Foundation

/// Paths and links inside a preview site.
enum SitePath {
    /// The page of a definition file: its path below `base` with `.html` for its extension; the object
    /// pages a list view leads to add `.object-N` (N from 2: the first object is the definition's own page).
    static func page(for file: String, below base: String, objectIndex: Int = 0, keepingExtension: Bool = false) -> String {
        var path = PathUtilities.relative(file, from: base)
        if !keepingExtension, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") {
            path = String(path[..<dot])
        }
        return path + (objectIndex > 0 ? ".object-\(objectIndex + 1)" : "") + ".html"
    }

    /// The href from one page of the site to another, percent-encoded so that any file name works.
    static func link(from page: String, to target: String) -> String {
        let relative = PathUtilities.relative(target, from: PathUtilities.directory(of: page))
        return PercentEncoding.path(relative)
    }

    /// The folder all files lie below: the longest common folder of their paths.
    static func commonFolder(of files: [String]) -> String {
        let folders = files.map { PathUtilities.directory(of: PathUtilities.absolute($0)).split(separator: "/") }
        guard var shared = folders.first else { return "." }
        for folder in folders.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + shared.joined(separator: "/")
    }
}
