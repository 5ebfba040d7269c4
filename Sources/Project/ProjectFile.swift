import Basics
import Definitions
import Diagnostics
import PlistLoader

/// `cdlgen.json` or `cdlgen.plist` (README, "The project file"): a project's settings, so that `cdlgen validate` needs no
/// options in CI. Paths are as written, relative to the file's folder (see ``resolvedPath(_:)``).
public struct ProjectFile: Sendable {
    /// The file, as diagnostics name it.
    public var path: String
    /// The definitions folders (default `Definitions`).
    public var definitions: [Located<String>]
    /// Globs of files and folders a folder search passes over, relative to the file's folder.
    public var exclude: [Located<String>]
    public var model: Located<String>?
    public var samples: Located<String>?
    /// A Core Data SQLite store whose objects fill previews (README, "Commands"), read-only.
    public var store: Located<String>? = nil
    /// Definition name → entity name.
    public var entities: [String: Located<String>]
    /// Class name → how previews draw its Custom rows.
    public var customRows: [String: CustomRowPreview]
    public var locale: Located<String>?
    public var timeZone: Located<String>?
    public var rules: [DiagnosticCode: RuleSetting]
    public var strict: Bool?
    /// Folders of the app's Swift and Objective-C sources, for the classes definitions name.
    public var sources: [Located<String>] = []
    /// Classes that exist at run time though no source declares them (a framework's).
    public var knownClasses: [Located<String>] = []
    /// Whether every definitions folder the file names (or implies) leads outside the project, and was
    /// taken out (`confine(to:collector:)`): then no folder is checked, rather than another one.
    public var definitionsLeaveProject = false

    /// The definitions folder of a project file that names none.
    public static let defaultDefinitionsFolder = "Definitions"

    /// The folder the file is in; its paths are relative to it.
    public var directory: String { PathUtilities.directory(of: path) }

    /// A path written in the file, as seen from the working directory.
    public func resolvedPath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        let joined = PathUtilities.normalized(PathUtilities.join(directory, path))
        return joined.isEmpty ? "." : joined
    }
}
