import PlistLoader

/// A fix-it's text written as the token it replaces needs it: escaped for a JSON string, for an XML
/// element's text or inside OpenStep quotes, and quoted when it replaces an unquoted OpenStep word that
/// it cannot itself be. The same escapes the writers use, so what is written reads back as the fix-it.
enum FixItText {
    /// `text` for the token that starts with `opening` (a quote, `<`, or the first byte of a word) in a
    /// file of `format`; nil when the token cannot hold it (a control character in XML).
    static func escaped(_ text: String, opening: UInt8, format: PlistFormat) -> String? {
        switch (opening, format) {
        case (UInt8(ascii: "<"), .xml):
            return xmlText(text)
        case (UInt8(ascii: "\""), .json):
            return String(JSONStringLiteral.quoted(text).dropFirst().dropLast())
        case (UInt8(ascii: "\""), .openStep), (UInt8(ascii: "'"), .openStep):
            let inside = openStepQuoted(text)
            guard opening == UInt8(ascii: "'") else { return inside }
            // The writer quotes with `"`; inside `'` a `'` needs a backslash too (an escaped character is itself).
            return inside.reduce(into: "") { escaped, character in escaped += character == "'" ? "\\'" : String(character) }
        case (_, .openStep) where TokenRange.isWordByte(opening):
            return PlistWriter.openStepString(text)
        default:
            return nil
        }
    }

    /// What goes between the quotes of an OpenStep string: the writer's quoted form without its quotes.
    private static func openStepQuoted(_ text: String) -> String {
        let written = PlistWriter.openStepString(text)
        return written.hasPrefix("\"") ? String(written.dropFirst().dropLast()) : written
    }

    /// As the XML writer escapes text; nil for a character XML 1.0 cannot hold.
    private static func xmlText(_ text: String) -> String? {
        try? XMLPlistText.escaped(text).get()
    }
}
