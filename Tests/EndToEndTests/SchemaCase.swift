import Foundation
import PlistLoader

@testable import Checks
@testable import Diagnostics

/// A JSON document the schema and the decoder must agree on.
struct SchemaCase {
    var name: String
    var text: String

    init(_ name: String, text: String) {
        self.name = name
        self.text = text
    }

    init(_ name: String, _ value: ExampleValue) {
        self.init(name, text: ExampleRenderer.render(value, as: .json))
    }

    /// What the decoder finds in the file on its own that the schema can say too: everything but
    /// `legacy-row-type` (accepted, and described as legacy) and `duplicate-key` (a JSON parser keeps the
    /// last value and never sees the first).
    var decoderFindings: [String] {
        get throws {
            let document = try PlistLoader().load(Array(text.utf8), pathExtension: "json")
            let (_, diagnostics) = DefinitionDecoder().decode(document, file: name, name: "Case")
            return diagnostics.filter { $0.code != .legacyRowType && $0.code != .duplicateKey }.map { "\($0.code): \($0.message)" }
        }
    }
}
