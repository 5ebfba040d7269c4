import Basics
import Foundation
import PlistLoader

/// Finds the file of a model: a `.xcdatamodeld` (its `.xccurrentversion` picks the version; otherwise the
/// only or last `.xcdatamodel` in it), a `.xcdatamodel`, or a `contents` file itself. A `.xcdatamodel`
/// has `contents` (XML), or, as Xcode 3 wrote it, `elements` (a keyed archive) without it.
enum CoreDataModelLocator {
    static func contentsPath(of path: String, limits: PlistLimits = .default) throws(CoreDataModelError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw error("no Core Data model at this path", file: path)
        }
        guard isDirectory.boolValue else { return path }
        if path.hasSuffix(".xcdatamodeld") || path.hasSuffix(".xcdatamodeld/") {
            return try contentsPath(of: try currentVersion(in: path, limits: limits), limits: limits)
        }
        let contents = PathUtilities.join(path, "contents")
        if PathUtilities.isRegularFile(contents) { return contents }
        let elements = PathUtilities.join(path, elementsFileName)
        guard PathUtilities.isRegularFile(elements) else {
            throw error("'\(path)' is not a Core Data model: it has no 'contents' file (nor Xcode 3's 'elements')", file: path)
        }
        return elements
    }

    /// The keyed archive an Xcode 3 `.xcdatamodel` holds its model in.
    static let elementsFileName = "elements"

    /// Whether `file` is an Xcode 3 model's `elements` archive rather than XML `contents`.
    static func isElements(_ file: String) -> Bool {
        file == elementsFileName || file.hasSuffix("/" + elementsFileName)
    }

    /// The version `.xccurrentversion` names, or else the only or last one in Xcode's order: "Model",
    /// "Model 2", …, "Model 10".
    private static func currentVersion(in bundle: String, limits: PlistLimits) throws(CoreDataModelError) -> String {
        let marker = PathUtilities.join(bundle, ".xccurrentversion")
        if PathUtilities.isRegularFile(marker) {
            let document: PlistDocument
            do {
                document = try PlistLoader(limits: limits).load(contentsOf: marker)
            } catch {
                throw Self.error("cannot read the current version: \(error.message)", file: marker, position: error.position ?? .start)
            }
            guard let name = document.root.dictionary?["_XCCurrentVersionName"], let version = name.string, !version.isEmpty else {
                throw error(
                    "'_XCCurrentVersionName' is missing: it names the current version", file: marker, position: document.root.position)
            }
            let versionPath = PathUtilities.join(bundle, version)
            guard FileManager.default.fileExists(atPath: versionPath), !version.contains("/") else {
                throw error("the current version '\(version)' is not in the model", file: marker, position: name.position)
            }
            return versionPath
        }
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: bundle)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") }
            .sorted { versionOrder($0) < versionOrder($1) }
        guard let last = versions.last else {
            throw error("the model holds no version (.xcdatamodel)", file: bundle)
        }
        return PathUtilities.join(bundle, last)
    }

    /// "App Model 2.xcdatamodel" → ("App Model", 2); the first version has no number: ("App Model", 1).
    private static func versionOrder(_ fileName: String) -> (String, Int) {
        let name = String(fileName.dropLast(".xcdatamodel".count))
        if let space = name.lastIndex(of: " "), let number = Int(name[name.index(after: space)...]) {
            return (String(name[..<space]), number)
        }
        return (name, 1)
    }

    static func error(_ message: String, file: String, position: SourcePosition = .start) -> CoreDataModelError {
        CoreDataModelError(message, at: SourceLocation(file: file, position: position))
    }
}
