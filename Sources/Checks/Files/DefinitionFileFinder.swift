import Basics
import Definitions
import Foundation
import PlistLoader

/// Finds the definition files named on the command line: files as given, folders searched recursively
/// for `.plist` and `.json` files.
///
/// A folder search passes over what is never a definition even when it sits among them: hidden files
/// and folders, Core Data models (`*.xcdatamodeld`, `*.xcdatamodel`), the project file (`cdlgen.json`,
/// `cdlgen.plist`), the sample-data folder (`Samples`, its default name in README, "The project file"), an app's
/// `Info.plist` (and Xcode 3's `‹App›-Info.plist`), what Xcode keeps beside the sources (`*.xcassets`,
/// `*.lproj`, `*.bundle`, `*.xcodeproj`, `*.xcworkspace`, `*.app`, `*.framework`) and build folders
/// (`build`, `DerivedData`), and what the project file's `exclude` names. Files named on the command
/// line are always checked. Symbolic links to folders are not followed, so a search always ends.
public enum DefinitionFileFinder {
    public struct Result: Sendable {
        /// In path order.
        public var files: [DefinitionFile]
        /// The definitions folders: each folder named, and the folder of each file named.
        public var roots: [String]
        /// Paths that do not exist.
        public var missing: [String]
    }

    static let projectFileNames: Set<String> = ["cdlgen.json", "cdlgen.plist"]
    static let skippedFolderNames: Set<String> = ["Samples", "build", "DerivedData"]
    /// Folders Xcode makes or keeps that hold property lists which are not definitions.
    static let skippedFolderExtensions = [
        ".xcdatamodeld", ".xcdatamodel", ".xcassets", ".lproj", ".bundle", ".xcodeproj", ".xcworkspace", ".app", ".framework",
    ]

    /// `skipping` names further folders to pass over (the project file's `samples`), as paths from the
    /// working directory.
    /// `exclude` is the project file's: its globs, and the folder they are relative to.
    public static func find(_ paths: [String], skipping skippedFolders: [String] = [], exclude: FileExclusion? = nil) -> Result {
        let skipped = Set(skippedFolders.map(PathUtilities.absolute))
        var result = Result(files: [], roots: [], missing: [])
        var seen = Set<String>()
        // A file named twice, or in two folders named, is checked once. One folder lists each file once.
        let mayRepeat = paths.count > 1
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.missing.append(path)
                continue
            }
            if isDirectory.boolValue {
                result.roots.append(path)
                for file in search(path, skipping: skipped, exclude: exclude) where !mayRepeat || seen.insert(file.path).inserted {
                    result.files.append(file)
                }
            } else {
                result.roots.append(PathUtilities.directory(of: path))
                if seen.insert(path).inserted { result.files.append(DefinitionFile(path: path)) }
            }
        }
        result.files = inPathOrder(result.files)
        return result
    }

    /// `files` sorted by `displayPath`, through their indexes (moving the files themselves retains and releases
    /// three strings a move). When every path is ASCII, `String`'s order is the order of the bytes: the paths are
    /// then compared in one buffer with `memcmp`, where each comparison of two strings retained and released both,
    /// before anything runs in parallel (docs/PERFORMANCE.md, "The comments' figures").
    package static func inPathOrder(_ files: [DefinitionFile]) -> [DefinitionFile] {
        guard files.count > 1 else { return files }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(files.count * 48)
        var spans: [Range<Int>] = []
        spans.reserveCapacity(files.count)
        for file in files {
            let start = bytes.count
            bytes.append(contentsOf: file.displayPath.utf8)
            spans.append(start..<bytes.count)
        }
        guard !bytes.contains(where: { $0 >= 0x80 }) else {
            return files.indices.sorted { files[$0].displayPath < files[$1].displayPath }.map { files[$0] }
        }
        let order = bytes.withUnsafeBufferPointer { buffer in
            files.indices.sorted { left, right in
                let (a, b) = (spans[left], spans[right])
                let order = memcmp(buffer.baseAddress! + a.lowerBound, buffer.baseAddress! + b.lowerBound, min(a.count, b.count))
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
        return order.map { files[$0] }
    }

    /// Whether a folder search of `folder` takes the file at `relativePath` below it for a definition: the
    /// rules above, for a file that is not on disk (one of a git revision's). `skipping` and `exclude` as
    /// for ``find(_:skipping:exclude:)``.
    public static func wouldFind(
        _ relativePath: String, below folder: String, skipping skippedFolders: [String] = [], exclude: FileExclusion? = nil
    )
        -> Bool
    {
        let prefix = prefix(of: folder)
        let skipped = Set(skippedFolders.map(PathUtilities.absolute))
        let parts = relativePath.split(separator: "/").map(String.init)
        guard let name = parts.last, !name.hasPrefix("."), isDefinitionFileName(name) else { return false }
        var relative = ""
        for part in parts.dropLast() {
            relative = relative.isEmpty ? part : relative + "/" + part
            guard !part.hasPrefix("."), !isSkippedFolder(part), !skipped.contains(PathUtilities.absolute(prefix + relative)) else {
                return false
            }
            if exclude?.excludes(prefix + relative) == true { return false }
        }
        return !(exclude?.excludes(prefix + relativePath) ?? false)
    }

    /// The file at `relativePath` below `folder`, named as a search of `folder` names it.
    public static func file(_ relativePath: String, below folder: String) -> DefinitionFile {
        DefinitionFile(path: prefix(of: folder) + relativePath)
    }

    private static func prefix(of folder: String) -> String {
        folder == "." ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
    }

    private static func search(_ folder: String, skipping skipped: Set<String>, exclude: FileExclusion?) -> [DefinitionFile] {
        let prefix = prefix(of: folder)
        var files: [DefinitionFile] = []
        DirectoryWalker.walk(folder) { relative, name, kind in
            if name.hasPrefix(".") { return false }
            switch kind {
            case .directory:
                guard !isSkippedFolder(name) && (skipped.isEmpty || !skipped.contains(PathUtilities.absolute(prefix + relative))) else {
                    return false
                }
                return exclude.map { !$0.excludes(prefix + relative) } ?? true
            case .file:
                if isDefinitionFileName(name) && !(exclude?.excludes(prefix + relative) ?? false) {
                    files.append(DefinitionFile(path: prefix + relative))
                }
                return false
            case .other:
                return false
            }
        }
        return files
    }

    /// `.plist` or `.json` in any case, and not the project file or an app's `Info.plist`. (On ASCII
    /// bytes rather than through `lowercased()`: this runs for every file of the folders, before anything
    /// runs in parallel.)
    static func isDefinitionFileName(_ name: String) -> Bool {
        let isPlist = hasExtension(".plist", name)
        guard isPlist || hasExtension(".json", name) else { return false }
        if isPlist && isInfoPlist(name) { return false }
        return name.utf8.count > 12 || !projectFileNames.contains(name.lowercased())
    }

    /// `Info.plist`, or Xcode 3's `‹App›-Info.plist`, in any case.
    private static func isInfoPlist(_ name: String) -> Bool {
        guard hasExtension("info.plist", name) else { return false }
        let utf8 = name.utf8
        return utf8.count == 10 || utf8[utf8.index(utf8.endIndex, offsetBy: -11)] == UInt8(ascii: "-")
    }

    /// Whether `name` ends in `dotExtension` (lowercase ASCII), in any case. On bytes, without copying
    /// them: this runs for every file in the folders searched.
    private static func hasExtension(_ dotExtension: StaticString, _ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= dotExtension.utf8CodeUnitCount else { return false }
        var index = utf8.endIndex
        for offset in stride(from: dotExtension.utf8CodeUnitCount - 1, through: 0, by: -1) {
            index = utf8.index(before: index)
            let byte = utf8[index]
            let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if lowered != dotExtension.utf8Start[offset] { return false }
        }
        return true
    }

    private static func isSkippedFolder(_ name: String) -> Bool {
        skippedFolderNames.contains(name) || skippedFolderExtensions.contains { name.hasSuffix($0) }
    }
}
