import Basics
import Definitions
import Diagnostics
import PlistLoader

/// The definitions folders and the definitions in them, for resolving one definition's reference to
/// another (README, "Definitions"): `NAME.plist`, then `NAME.json`, first beside the referring file, then anywhere
/// under the definitions folders. A reference is a name, never a path: CDL asks the app bundle for
/// `NAME.plist`, and the bundle (Xcode's copy of grouped files, `cdlgen compile`'s output) is flat.
/// Nothing outside the folders is ever named or opened.
public struct DefinitionCatalog: Sendable {
    /// The definitions folders, as real paths.
    public let roots: [String]
    /// Definition name → the path of the first file with that name, in path order: the one a reference
    /// by name finds. (Real paths are resolved only for a file a reference finds: most files are never
    /// referred to by name.) One string a name, not a list: made before anything runs in parallel.
    private let fileByName: [String: String]
    /// Names that more than one file has, each with its files in path order. The app bundle, which CDL
    /// loads definitions from, is flat and holds one (`duplicate-definition-name`).
    public let filesSharingNames: [String: [DefinitionFile]]
    /// For a catalog of another version of the folders (``listing(roots:files:)``), its files' paths made
    /// absolute: then a file exists when it is one of them, whatever the disk holds. Nil: the disk decides.
    private let listedPaths: Set<String>?

    public init(roots: [String], files: [DefinitionFile]) {
        self.init(roots: roots.compactMap(PathUtilities.realPath), files: files, listedPaths: nil)
    }

    /// A catalog of the folders as another version holds them — a commit's files, not the disk's (`cdlgen
    /// diff`): references resolve among `files` only, their paths compared as written (made absolute), no
    /// symbolic link followed.
    public static func listing(roots: [String], files: [DefinitionFile]) -> DefinitionCatalog {
        DefinitionCatalog(
            roots: roots.map(Self.listedPath), files: files, listedPaths: Set(files.map { Self.listedPath($0.path) }))
    }

    private init(roots: [String], files: [DefinitionFile], listedPaths: Set<String>?) {
        self.roots = roots
        self.listedPaths = listedPaths
        var fileByName: [String: String] = [:]
        var sharing: [String: [DefinitionFile]] = [:]
        fileByName.reserveCapacity(files.count)
        for file in files {
            // One hash a file: the first of a name stays, put back in the rare case of a second.
            if let first = fileByName.updateValue(file.path, forKey: file.name) {
                fileByName[file.name] = first
                sharing[file.name, default: []].append(file)
            }
        }
        for name in sharing.keys { sharing[name]!.insert(files.first { $0.name == name }!, at: 0) }
        self.fileByName = fileByName
        self.filesSharingNames = sharing
    }

    public enum Resolution: Equatable, Sendable {
        case found(path: String)
        /// Nothing by that name; the closest name there is, if any is close.
        case missing(suggestion: String?)
        /// The name was written with an extension that the app would add again.
        case hasExtension(bareName: String)
        /// The name has a folder in it (`Add/WidgetAddView`), which the flat bundle CDL loads from has not;
        /// `bareName` is its last part when that names exactly one definition.
        case namesFolder(bareName: String?)
        /// The name leads outside the definitions folders.
        case escapes
    }

    /// The path that stands for the file at `path` in what ``resolve(_:from:)`` finds: its real path, or
    /// in a ``listing(roots:files:)`` its path made absolute; nil when there is no such file.
    public func identity(of path: String) -> String? {
        guard let listedPaths else { return PathUtilities.realPath(path) }
        let listed = Self.listedPath(path)
        return listedPaths.contains(listed) ? listed : nil
    }

    public func resolve(_ name: String, from referringFile: String) -> Resolution {
        if name.hasPrefix("/") || name.hasPrefix("~") { return .escapes }
        let referring = listedPaths == nil ? PathUtilities.realPath(referringFile) ?? referringFile : Self.listedPath(referringFile)
        let directory = PathUtilities.directory(of: referring)
        if name.contains("/") { return resolveFolder(name, from: directory, referringFile: referringFile) }
        for fileExtension in ["plist", "json"] {
            let candidate = PathUtilities.normalized(PathUtilities.join(directory, name + "." + fileExtension))
            guard roots.contains(where: { PathUtilities.isInside(candidate, $0) }) else { return .escapes }
            if let listedPaths {
                if listedPaths.contains(candidate) { return .found(path: candidate) }
            } else if PathUtilities.isRegularFile(candidate) {
                // A symbolic link may still point out of the folders.
                guard let real = PathUtilities.realPath(candidate), roots.contains(where: { PathUtilities.isInside(real, $0) })
                else { return .escapes }
                return .found(path: real)
            }
        }
        if let path = fileByName[name], let found = identity(of: path) {
            return roots.contains(where: { PathUtilities.isInside(found, $0) }) ? .found(path: found) : .escapes
        }
        for fileExtension in [".plist", ".json"] where name.hasSuffix(fileExtension) {
            let bare = String(name.dropLast(fileExtension.count))
            if case .found = resolve(bare, from: referringFile) { return .hasExtension(bareName: bare) }
        }
        return .missing(suggestion: DidYouMean.suggestion(for: name, among: fileByName.keys))
    }

    /// A name with a folder in it: an escape when it leads out of the definitions folders (as written, or
    /// through a symbolic link), else ``Resolution/namesFolder(bareName:)``.
    private func resolveFolder(_ name: String, from directory: String, referringFile: String) -> Resolution {
        for fileExtension in ["plist", "json"] {
            let candidate = PathUtilities.normalized(PathUtilities.join(directory, name + "." + fileExtension))
            guard isInsideRoots(candidate) else { return .escapes }
            guard listedPaths == nil else { continue }
            // A folder or a file that is a link out of the folders.
            for path in [PathUtilities.directory(of: candidate), candidate] {
                if let real = PathUtilities.realPath(path), !isInsideRoots(real) { return .escapes }
            }
        }
        var bare = String(name[name.index(after: name.lastIndex(of: "/")!)...])
        for fileExtension in [".plist", ".json"] where fileByName[bare] == nil && bare.hasSuffix(fileExtension) {
            bare = String(bare.dropLast(fileExtension.count))
        }
        guard !bare.isEmpty, filesSharingNames[bare] == nil, case .found = resolve(bare, from: referringFile) else {
            return .namesFolder(bareName: nil)
        }
        return .namesFolder(bareName: bare)
    }

    private func isInsideRoots(_ path: String) -> Bool {
        roots.contains { PathUtilities.isInside(path, $0) }
    }

    private static func listedPath(_ path: String) -> String {
        PathUtilities.absolute(path)
    }
}
