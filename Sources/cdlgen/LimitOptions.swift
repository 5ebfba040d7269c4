import ArgumentParser
import PlistLoader

/// The limits on what one input file may make cdlgen do (README, "Limits and hostile input"), shared by every command that reads
/// property lists. Exceeding one is a `syntax-error` at the place in the file where it happened.
struct LimitOptions: ParsableArguments {
    /// Above this, freeing a finished tree (which recurses) could exhaust a worker thread's stack.
    static let depthCeiling = 2_048

    @Option(name: .customLong("max-depth"), help: "The deepest nesting of arrays and dictionaries accepted (at most 2048).")
    var maxDepth: Int = PlistLimits.default.maxDepth

    @Option(name: .customLong("max-file-size"), help: ArgumentHelp("The largest file read, in bytes.", valueName: "bytes"))
    var maxFileSize: Int = PlistLimits.default.maxFileSize

    @Option(name: .customLong("max-nodes"), help: "The most values and dictionary keys one file may hold, in any format.")
    var maxNodes: Int = PlistLimits.default.maxNodes

    @Option(
        name: .customLong("max-binary-nodes"),
        help: "The most nodes a binary property list may expand to, shared objects counted each time they are used.")
    var maxBinaryNodes: Int = PlistLimits.default.maxBinaryNodes

    mutating func validate() throws {
        guard (1...Self.depthCeiling).contains(maxDepth) else {
            throw ValidationError("--max-depth must be from 1 to \(Self.depthCeiling)")
        }
        guard maxFileSize >= 1 else { throw ValidationError("--max-file-size must be at least 1") }
        guard maxNodes >= 1 else { throw ValidationError("--max-nodes must be at least 1") }
        guard maxBinaryNodes >= 1 else { throw ValidationError("--max-binary-nodes must be at least 1") }
    }

    var limits: PlistLimits {
        PlistLimits(maxDepth: maxDepth, maxFileSize: maxFileSize, maxBinaryNodes: maxBinaryNodes, maxNodes: maxNodes)
    }
}
