import Basics
import Checks

/// What converting one file gave: its diagnostics, and the converted file or why it was not written.
public struct FileConversion: Sendable {
    /// A `syntax-error` or `conversion-error` when the file could not be converted (nothing is written
    /// then), a `conversion-loss` warning for each value the target format changes; `readFailure` when
    /// the file could not be read at all.
    public var report: FileReport
    /// The converted file, when it was converted in memory (for standard output); nil when it could not
    /// be converted or was written to a file.
    public var bytes: [UInt8]?
    /// Set when the converted file could not be written: the target is as it was.
    public var writeFailure: FileWriteError?
    /// Whether the file had comments the target format drops (only OpenStep files have any).
    public var dropsComments: Bool

    public init(report: FileReport, bytes: [UInt8]? = nil, writeFailure: FileWriteError? = nil, dropsComments: Bool = false) {
        self.report = report
        self.bytes = bytes
        self.writeFailure = writeFailure
        self.dropsComments = dropsComments
    }

    /// Whether it was converted and written where it was going.
    public var isWritten: Bool { isConverted && writeFailure == nil }

    /// Whether the file could be read and converted (whether or not it could be written).
    public var isConverted: Bool {
        report.readFailure == nil && !report.diagnostics.contains { $0.severity == .error }
    }
}
