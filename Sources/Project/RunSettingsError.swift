import Checks

/// A problem with the run's settings: an I/O or usage failure (exit 2) that no file position can show,
/// or a project file that cannot be parsed (exit 1), whose report holds the positioned `syntax-error`.
public struct RunSettingsError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The project file's findings when it could not be parsed: every setting of the run depends on it,
    /// so the command shows these and stops.
    public var brokenProjectFile: FileReport?
    /// Whether the failure is in what was typed (a path that does not exist, a bad option value), so that
    /// the command's usage helps; a file that exists but cannot be used (a store that is not a database) is
    /// not a bad argument, and its message stands alone.
    public var isUsage = true
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }

    /// A file named that exists but cannot be used: no usage line under it.
    public static func unusableFile(_ message: String) -> RunSettingsError {
        var error = RunSettingsError(message)
        error.isUsage = false
        return error
    }

    init(brokenProjectFile report: FileReport) {
        self.message = "\(report.file.displayPath): the project file cannot be parsed"
        self.brokenProjectFile = report
    }
}
