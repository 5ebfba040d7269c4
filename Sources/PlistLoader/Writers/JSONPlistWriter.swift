import Foundation

/// Writes JSON (RFC 8259) indented with two spaces, as `JSONSerialization`'s pretty printing and the
/// JSON definitions in CoreDataLibrary projects are: `"key": value`, keys in the dictionary's order,
/// `[]` and `{}` when empty.
///
/// JSON has no dates and no data: dates become ISO-8601 strings and data base64 strings, each recorded
/// as a loss. It has no NaN or infinity either: such a real cannot be written at all.
struct JSONPlistWriter {
    private var state = PlistWriterState()
    private var text = ""

    static func write(_ value: PlistValue) throws(PlistWriterError) -> PlistWriterOutput {
        var writer = JSONPlistWriter()
        try writer.write(value, position: nil, indent: "")
        writer.text += "\n"
        return writer.state.output(Array(writer.text.utf8))
    }

    /// Writes one value where the text stands (after its key or its indentation), without a line break.
    private mutating func write(_ value: PlistValue, position: SourcePosition?, indent: String) throws(PlistWriterError) {
        switch value {
        case .string(let string):
            appendQuoted(string)
        case .integer(let integer):
            text += integer.description
        case .real(let real):
            guard real.isFinite else { throw state.unrepresentable("JSON cannot hold the real \(real)") }
            // Swift's shortest round-trip form is valid JSON (`0.1`, `-0.0`, `1e+300`) and always has a
            // fraction or an exponent, so it reads back as a real, not an integer.
            text += real.description
        case .boolean(let flag):
            text += flag ? "true" : "false"
        case .uid(let number):
            text += "{\"CF$UID\": \(number)}"
            state.record(.uidWrittenAsDictionary, position: position)
        case .date(let date):
            appendQuoted(try state.dateText((date, position)))
            state.record(.dateWrittenAsString, position: position)
        case .data(let bytes):
            appendQuoted(Data(bytes).base64EncodedString())
            state.record(.dataWrittenAsBase64String, position: position)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            let inner = indent + "  "
            text += "["
            for (index, element) in elements.enumerated() {
                text += (index == 0 ? "\n" : ",\n") + inner
                state.enter(.index(index))
                try write(element.value, position: element.position, indent: inner)
                state.leave()
            }
            text += "\n" + indent + "]"
        case .dictionary(let dictionary):
            let entries = state.winningEntries(of: dictionary)
            guard !entries.isEmpty else {
                text += "{}"
                return
            }
            let inner = indent + "  "
            text += "{"
            for (index, entry) in entries.enumerated() {
                text += (index == 0 ? "\n" : ",\n") + inner
                appendQuoted(entry.key)
                text += ": "
                state.enter(.key(entry.key))
                try write(entry.value.value, position: entry.value.position, indent: inner)
                state.leave()
            }
            text += "\n" + indent + "}"
        }
    }

    private mutating func appendQuoted(_ string: String) {
        text += "\""
        JSONStringLiteral.append(string, to: &text)
        text += "\""
    }
}
