import Checks
import Definitions
import Diagnostics
import Foundation
import PlistLoader

/// Decodes a definition written inline in a test, as `validate` decodes a file named `name`.plist.
public func decode(
    _ text: String, format: PlistFormat = .openStep, name: String = "EventDetailView",
    customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()
) throws -> (Definition?, [Diagnostic]) {
    let document = try PlistLoader().load(Array(text.utf8), pathExtension: format == .json ? "json" : "plist")
    return DefinitionDecoder(customRows: customRows).decode(document, file: name + ".plist", name: name)
}
