import Basics
import Foundation
import PlistLoader

/// Paths and links inside a preview site.
enum SitePath {
    /// Each file's path below the folder all of them lie in: the longest common folder of their absolute
    /// paths (`.` and `..` resolved, symbolic links left alone). The working folder is read once, not once
    /// a path, and each path is split once: a site has thousands of files and this runs before any page.
    static func pathsBelowCommonFolder(_ files: [String]) -> [String] {
        let workingFolder = FileManager.default.currentDirectoryPath
        let components = ConcurrentMap.map(files.count) { index in
            let file = files[index]
            return Self.components(ofAbsolute: file.hasPrefix("/") ? file : PathUtilities.join(workingFolder, file))
        }
        guard var shared = components.first?.dropLast() else { return [] }
        for path in components.dropFirst() {
            let folder = path.dropLast()
            shared = shared.prefix(zip(shared, folder).prefix { $0 == $1 }.count)
        }
        return components.map { $0.dropFirst(shared.count).joined(separator: "/") }
    }

    /// `PathUtilities.normalized(path).split(separator: "/")` for an absolute path: `.` dropped, `..` taking
    /// the component before it away. An ASCII path, where each byte is a character, is split byte by byte.
    static func components(ofAbsolute path: String) -> [Substring] {
        guard path.utf8.allSatisfy({ $0 < 0x80 }) else { return PathUtilities.normalized(path).split(separator: "/") }
        var components: [Substring] = []
        for component in path.utf8.split(separator: UInt8(ascii: "/")) {
            switch Substring(component) {
            case ".": continue
            case "..": _ = components.popLast()
            case let name: components.append(name)
            }
        }
        return components
    }

    /// The page of a definition file, from its path below the site's common folder: `.html` for its
    /// extension, or after it (`A.plist` and `A.json` side by side keep theirs, so as not to share a page).
    static func page(for path: String, keepingExtension: Bool = false) -> String {
        var path = path
        if !keepingExtension, let dot = path.lastIndex(of: "."), !path[dot...].contains("/") {
            path = String(path[..<dot])
        }
        return path + ".html"
    }

    /// The folder of a page, relative to the site: `.` for a page at the top.
    static func folder(of page: String) -> Substring {
        guard let slash = page.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return page[..<slash]
    }

    /// The href from one page of the site to another, percent-encoded so that any file name works.
    /// Both are relative to the site's folder and neither has `.` or `..` in it, so the working folder,
    /// which both would be resolved from, plays no part.
    static func link(from page: String, to target: String) -> String {
        let folder = page.split(separator: "/").dropLast()
        let target = target.split(separator: "/")
        let shared = zip(target, folder).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: folder.count - shared) + target[shared...].map(String.init)
        return PercentEncoding.path(parts.isEmpty ? "." : parts.joined(separator: "/"))
    }
}
