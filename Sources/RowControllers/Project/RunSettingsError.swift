/// A problem with the run's settings: an I/O or usage failure (exit 2) that no file position can show,
/// or a project file that cannot be parsed (exit 1), whose report holds the positioned `syntax-error`.
public struct RunSettingsError: Error, Sendable, CustomStringConvertible {
    public var message: String
    /// The project file's findings when it could not be parsed: every setting of the run depends on it,
    /// so the command shows these and stops.
    public var brokenProjectFile: FileReport?
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }

    init(brokenProjectFile report: FileReport) {
        self.message = "\(report.file.displayPath): the project file cannot be parsed"
        self.brokenProjectFile = report
    }
}
