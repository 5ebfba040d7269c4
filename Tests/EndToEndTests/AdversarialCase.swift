import Testing

/// One hostile input or output path, the command run on it, and what cdlgen must do.
struct AdversarialCase: Sendable, CustomTestStringConvertible {
    enum Expectation: Sendable {
        /// Bad content: `file:position: error: … [code]` (position `"line:column"` or `"offset N"`; nil
        /// for any position), its message containing `message` if given.
        case diagnostic(file: String, at: String?, code: String, message: String? = nil, severity: String = "error")
        /// An I/O failure or a refused path, named in a message on standard error.
        case failure(String)
        /// No finding; standard error holds this text.
        case clean(String)
    }

    var name: String
    var arguments: [String]
    var status: Int32
    var expectation: Expectation
    /// Paths below `Work` that the run may create or change; one ending in `/` allows a folder's contents.
    var outputs: [String] = []
    /// Run with a file-size limit (in the shell's blocks): a write past it fails like a full disk.
    var fileSizeLimitBlocks: Int?
    /// The most memory the run may take, when it is less than the table's budget: an input refused for
    /// its size must not be read.
    var memoryBudget: Int?
    /// Writes the case's files.
    var setup: @Sendable (AdversarialFolder) throws -> Void

    var testDescription: String { name }

    func allowsOutput(_ path: String) -> Bool {
        outputs.contains { $0.hasSuffix("/") ? path.hasPrefix($0) || path + "/" == $0 : path == $0 }
    }

    /// The line of `output` that reports `code` for `file` with `severity`, and the position it names.
    static func diagnosticLine(in output: String, file: String, code: String, severity: String = "error") -> (
        line: String, position: String
    )? {
        for line in output.split(separator: "\n").map(String.init) where line.hasPrefix(file + ":") && line.hasSuffix("[\(code)]") {
            let rest = line.dropFirst(file.count + 1)
            guard let marker = rest.range(of: ": \(severity): ") else { continue }
            return (line, String(rest[..<marker.lowerBound]))
        }
        return nil
    }
}
