import Definitions
import Diagnostics

/// A file read and decoded again for the model phase's second look: its definition, or, when the file
/// changed since the first pass and no longer decodes, what stops it now (diagnostics, or an I/O failure).
struct DecodedAgain: Sendable {
    var definition: Definition?
    var diagnostics: [Diagnostic] = []
    var readFailure: String?
}
