import ArgumentParser
import PlistLoader

/// The limits on what one input file may make cdlgen do (SPEC §11).
struct LimitOptions: ParsableArguments {
    /// Above this, freeing a finished tree (which recurses) could exhaust a worker thread's stack.
    static let depthCeiling = 2_048

    @Option(name: .customLong("max-depth"), help: "The deepest nesting of arrays and dictionaries accepted (at most 2048).")
    var maxDepth: Int = PlistLimits.default.maxDepth

    @Option(name: .customLong("max-file-size"), help: "The largest file read, in bytes.")
    var maxFileSize: Int = PlistLimits.default.maxFileSize

    mutating func validate() throws {
        guard (1...Self.depthCeiling).contains(maxDepth) else {
            throw ValidationError("--max-depth must be from 1 to \(Self.depthCeiling)")
        }
        guard maxFileSize >= 1 else { throw ValidationError("--max-file-size must be at least 1") }
    }

    var limits: PlistLimits {
        PlistLimits(maxDepth: maxDepth, maxFileSize: maxFileSize)
    }
}
