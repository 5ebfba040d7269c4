import Foundation

/// Writes an OpenStep property list in the layout of CoreDataLibrary's sample files: tabs,
/// `key = value;` on a line each, `( a, b, )` with a comma after every element, `( )` and `{ }` when
/// empty. A string is quoted only when it has to be.
///
/// OpenStep has only strings, data, arrays and dictionaries, so booleans are written `YES`/`NO`,
/// numbers as their text and dates as ISO-8601 strings; each is recorded as a loss, since ``PlistLoader``
/// reads them back as strings (a definition's reader still takes `YES` as a boolean). Data is `<hex>`.
struct OpenStepPlistWriter {
    private var state = PlistWriterState()
    private var text = ""

    static func write(_ value: PlistValue) throws(PlistWriterError) -> PlistWriterOutput {
        var writer = OpenStepPlistWriter()
        try writer.write(value, position: nil, indent: "")
        writer.text += "\n"
        return writer.state.output(Array(writer.text.utf8))
    }

    /// Writes one value where the text stands, without a line break.
    private mutating func write(_ value: PlistValue, position: SourcePosition?, indent: String) throws(PlistWriterError) {
        switch value {
        case .string(let string):
            Self.appendString(string, to: &text)
        case .integer(let integer):
            text += integer.description
            state.record(.numberWrittenAsString, position: position)
        case .real(let real):
            Self.appendString(XMLPlistWriter.realText(real), to: &text)
            state.record(.numberWrittenAsString, position: position)
        case .boolean(let flag):
            text += flag ? "YES" : "NO"
            state.record(.booleanWrittenAsString, position: position)
        case .uid(let number):
            // Quoted: `$` is not a character of unquoted strings.
            text += "{\"CF$UID\" = \(number);}"
            state.record(.uidWrittenAsDictionary, position: position)
        case .date(let date):
            Self.appendString(try state.dateText((date, position)), to: &text)
            state.record(.dateWrittenAsString, position: position)
        case .data(let bytes):
            text += Self.dataText(bytes)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "( )"
                return
            }
            let inner = indent + "\t"
            text += "(\n"
            for (index, element) in elements.enumerated() {
                text += inner
                state.enter(.index(index))
                try write(element.value, position: element.position, indent: inner)
                state.leave()
                text += ",\n"
            }
            text += indent + ")"
        case .dictionary(let dictionary):
            let entries = state.winningEntries(of: dictionary)
            guard !entries.isEmpty else {
                text += "{ }"
                return
            }
            let inner = indent + "\t"
            text += "{\n"
            for entry in entries {
                text += inner
                Self.appendString(entry.key, to: &text)
                text += " = "
                state.enter(.key(entry.key))
                try write(entry.value.value, position: entry.value.position, indent: inner)
                state.leave()
                text += ";\n"
            }
            text += indent + "}"
        }
    }

    /// Unquoted when every character is one of CoreFoundation's unquoted ones (`A-Z a-z 0-9 _ $ / : . -`)
    /// and no comment could start in it (the reader would take a leading `//` or `/*` for a comment);
    /// otherwise in double quotes, with `\\`, `\"`, the usual control escapes, octal for the other
    /// control characters and `\U2028`/`\U2029` for the line and paragraph separators (which the reader
    /// counts as line breaks between tokens). Other characters stay as they are: the file is UTF-8.
    static func appendString(_ string: String, to output: inout String) {
        let utf8 = string.utf8
        if !utf8.isEmpty, utf8.allSatisfy(isUnquotedCharacter), !string.contains("//"), !string.contains("/*") {
            output += string
            return
        }
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let octal = String(scalar.value, radix: 8)
                output += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            case "\u{2028}", "\u{2029}":
                output += "\\U" + HexDigits.padded(scalar.value, width: 4)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    private static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// `<0fbd77aa 12>`: lower-case hex, a space after every four bytes, as `NSData`'s description.
    static func dataText(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = [UInt8(ascii: "<")]
        output.reserveCapacity(bytes.count * 2 + bytes.count / 4 + 2)
        for (index, byte) in bytes.enumerated() {
            if index > 0 && index % 4 == 0 { output.append(UInt8(ascii: " ")) }
            HexDigits.append(byte, to: &output)
        }
        output.append(UInt8(ascii: ">"))
        return String(decoding: output, as: UTF8.self)
    }
}
