import Foundation

/// Something a test needs that a machine may lack: a program (Chromium, fish, sqlite3, ...), a python3
/// that imports some modules, a checkout. `.requires(_:)` makes it a condition of the test, so that
/// without it the test is skipped rather than passed; the test's body then takes it with `try path()`,
/// which fails the test naming it and how to install it (what happens in CI, where the test always runs).
/// The tools themselves, as `.ci/run` installs them: `RequiredTool+Tools.swift`.
public struct RequiredTool: Sendable, CustomStringConvertible {
    /// What is needed, as the skip reason and the failure name it: "chromium", "a python3 that imports yaml".
    public let description: String
    /// How to get it: for what `.ci/run` installs, the Debian package.
    public let remedy: String
    /// Whether CI has it (`.ci/run` installs it, or the toolchain brings it): there its tests always run,
    /// and fail without it. Those CI lacks (the corpus generator, a CoreDataLibrary checkout) skip there too.
    public let isInCI: Bool
    private let find: @Sendable () -> String?

    /// `find` gives its path (a program's, a checkout's folder), or nil when it is missing.
    public init(_ description: String, remedy: String, isInCI: Bool = true, find: @escaping @Sendable () -> String?) {
        self.description = description
        self.remedy = remedy
        self.isInCI = isInCI
        self.find = find
    }

    /// A tool `.ci/run` installs from the Debian `packages`.
    public init(_ description: String, packages: [String], find: @escaping @Sendable () -> String?) {
        self.init(description, remedy: "apt-get install \(packages.joined(separator: " ")), as .ci/run does", find: find)
    }

    /// Whether a test that needs it runs: when it is there, and in CI when CI should have it.
    public var shouldRun: Bool { (isInCI && ExternalTool.isCI) || find() != nil }

    /// Its path; when it is missing, an error naming it and its remedy.
    @discardableResult
    public func path() throws -> String {
        guard let path = find() else { throw Missing(tool: self) }
        return path
    }

    /// `path()` as a file URL.
    public func url() throws -> URL {
        URL(fileURLWithPath: try path())
    }

    /// The error of a test that runs without what it requires (in CI): what is missing and how to get it.
    public struct Missing: Error, CustomStringConvertible {
        public var tool: RequiredTool
        public var description: String { "\(tool) is missing: \(tool.remedy)" }
    }
}
