import Basics
import PlistLoader

/// A file as the formats read by other tools name it (SARIF, GitHub annotations): relative to the
/// working directory when it lies below it — CI runs from the repository root, and those tools resolve
/// paths against it — else absolute.
public enum ReportedPath: Hashable, Sendable {
    /// Below the working directory: a path without `.` or `..`.
    case relative(String)
    /// Outside it (or the working directory itself).
    case absolute(String)

    /// `file` as diagnostics name it: relative to `workingDirectory`, or absolute.
    public init(_ file: String, workingDirectory: String) {
        let base = PathUtilities.normalized(workingDirectory)
        let path = PathUtilities.normalized(file.hasPrefix("/") ? file : PathUtilities.join(base, file))
        if path != base, PathUtilities.isInside(path, base) {
            self = .relative(String(path.dropFirst(base == "/" ? 1 : base.count + 1)))
        } else {
            self = .absolute(path)
        }
    }

    /// The path itself.
    public var path: String {
        switch self {
        case .relative(let path), .absolute(let path): path
        }
    }

    /// A URI reference: the percent-encoded relative path, or an absolute `file://` URI.
    public var uri: String {
        switch self {
        case .relative(let path): PercentEncoding.path(path)
        case .absolute(let path): "file://" + PercentEncoding.path(path)
        }
    }
}
