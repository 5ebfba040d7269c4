import Foundation

/// A small SQLite store for tests, written by the `sqlite3` command from SQL: Core Data's layout spelt
/// out table by table, so that each test shows the rule it checks.
public enum CoreDataStoreFixture {
    /// Writes `sql` into a new store at `path` with the `sqlite3` tool, which the test requires
    /// (`.requires(.sqlite3)`): without it, this throws.
    @discardableResult
    public static func write(_ sql: String, to path: String) throws -> String {
        let tool = try RequiredTool.sqlite3.path()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [path]
        let input = Pipe()
        process.standardInput = input
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(sql.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw FixtureError(message: "sqlite3 failed on:\n\(sql)") }
        return path
    }

    /// The lines `sqlite3 -readonly` prints for `sql` on `store`: what a test expects, found without cdlgen.
    public static func query(_ sql: String, in store: String) throws -> [String] {
        let tool = try RequiredTool.sqlite3.path()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-readonly", "file:\(store)?immutable=1", sql]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// Seconds since 2001-01-01 UTC, as Core Data stores a date.
    public static func seconds(_ iso8601: String) -> Double {
        ISO8601DateFormatter().date(from: iso8601)!.timeIntervalSinceReferenceDate
    }

    public struct FixtureError: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }
}
