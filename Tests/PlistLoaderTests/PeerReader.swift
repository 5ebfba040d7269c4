import CDLGenTestSupport
import Foundation
import Testing

/// Another implementation that reads property lists, run through `Tests/Peers/canonical_plist.py`:
/// Python's plistlib (XML and binary; JSON files go to Python's json module) or the Swift toolchain's
/// plutil (every format cdlgen reads, OpenStep included; its answer is carried back by plistlib from a
/// `plutil -convert binary1` copy, which holds every value exactly).
enum PeerReader: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case plistlib
    case plutil

    /// A value the peer read, or why it could not read the file.
    enum Outcome: CustomStringConvertible {
        case value(PeerValue)
        case error(String)

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .error(let message): "the error \"\(message)\""
            }
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let script = packageRoot.appendingPathComponent("Tests/Peers/canonical_plist.py").path
    static let python3 = ExternalTool.path(of: "python3")
    static let plutilPath = ExternalTool.path(of: "plutil")

    var testDescription: String { rawValue }

    /// What the peer runs: the tests that use it require these (`.requires`), and look them up with `try`.
    var tools: [RequiredTool] { self == .plutil ? [.python3, .plutil] : [.python3] }

    /// What the peer needs that is not on PATH, or nil.
    var missingTool: String? {
        guard Self.python3 != nil else { return "python3 is not on PATH" }
        if self == .plutil && Self.plutilPath == nil { return "plutil is not on PATH" }
        return nil
    }

    /// Reads each file; the outcomes by path.
    func read(_ paths: [String]) throws -> [String: Outcome] {
        let via = self == .plutil ? ["--via-plutil", Self.plutilPath!] : []
        let output = try Self.run(Self.python3!, [Self.script, "read"] + via + paths)
        let results = try JSONDecoder().decode([ScriptResult].self, from: output)
        return Dictionary(uniqueKeysWithValues: results.map { ($0.file, $0.value.map(Outcome.value) ?? .error($0.error ?? "no value")) })
    }

    /// `xml` rewritten as a binary property list by this peer: plistlib writes strings outside ASCII in
    /// UTF-16 and shares equal scalars; plutil (CoreFoundation's writer) shares equal strings too.
    func writeBinary(of xml: String, to binary: String) throws {
        switch self {
        case .plistlib: _ = try Self.run(Self.python3!, [Self.script, "to-binary", xml, binary])
        case .plutil: _ = try Self.run(Self.plutilPath!, ["-convert", "binary1", "-o", binary, xml])
        }
    }

    private struct ScriptResult: Decodable {
        var file: String
        var value: PeerValue?
        var error: String?
    }

    private struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = try TemporaryFolder()
        let errorFile = try errors.write("stderr", "")
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errorFile))
        try process.run()
        // Read before waiting: a full pipe would block the child for ever.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = try Data(contentsOf: URL(fileURLWithPath: errorFile))
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(executable) \(arguments.joined(separator: " ")): \(String(decoding: message, as: UTF8.self))")
        }
        return data
    }
}
