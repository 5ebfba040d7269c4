#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be written: an I/O failure (exit status 2).
public struct FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// The target exists and was not to be replaced.
    public var targetExists: Bool

    public init(path: String, reason: String, targetExists: Bool = false) {
        self.path = path
        self.reason = reason
        self.targetExists = targetExists
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)).lowercased())
    }

    /// "cannot write Out/EventDetailView.plist: no such file or directory".
    public var description: String {
        "cannot write \(path): \(reason)"
    }
}
