import ArgumentParser
import PlistLoader

/// The limits on what one input file may make cdlgen do (SPEC §11).
struct LimitOptions: ParsableArguments {
    @Option(name: .customLong("max-depth"), help: "The deepest nesting of arrays and dictionaries accepted.")
    var maxDepth: Int = PlistLimits.default.maxDepth

    @Option(name: .customLong("max-file-size"), help: "The largest file read, in bytes.")
    var maxFileSize: Int = PlistLimits.default.maxFileSize

    mutating func validate() throws {
        guard maxDepth >= 1 else { throw ValidationError("--max-depth must be at least 1") }
        guard maxFileSize >= 1 else { throw ValidationError("--max-file-size must be at least 1") }
    }

    var limits: PlistLimits {
        PlistLimits(maxDepth: maxDepth, maxFileSize: maxFileSize)
    }
}
