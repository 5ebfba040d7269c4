/// Why a README block cannot be checked, with where it is.
struct ReadmeBlockError: Error, CustomStringConvertible {
    var description: String

    init(_ block: ReadmeCodeBlock, _ message: String) {
        description = "README.md:\(block.line): \(message)"
    }
}
