import Foundation

/// Writes the layout `plutil -convert xml1` writes: the XML declaration, Apple's DOCTYPE, one element
/// per line indented with tabs, `<array/>` and `<dict/>` when empty, `<data>` as base64 in lines that
/// shrink with the indentation as CoreFoundation's do.
///
/// Where it differs from plutil, on purpose: dictionaries keep their order (plutil sorts keys, which
/// would scramble a definition's rows); a real is the shortest text that reads back as the same number
/// (`0.1`, where plutil writes `0.10000000000000001`); a carriage return is written `&#13;`, because
/// an XML reader turns a raw one into a line feed.
struct XMLPlistWriter {
    private var state = PlistWriterState()
    private var text = ""

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """

    static func write(_ value: PlistValue) throws(PlistWriterError) -> PlistWriterOutput {
        var writer = XMLPlistWriter()
        writer.text = header
        try writer.write(value, position: nil, indent: 0)
        writer.text += "</plist>\n"
        return writer.state.output(Array(writer.text.utf8))
    }

    /// Writes one value on its own line(s), starting with its indentation and ending with a line break.
    private mutating func write(_ value: PlistValue, position: SourcePosition?, indent: Int) throws(PlistWriterError) {
        let tabs = String(repeating: "\t", count: indent)
        text += tabs
        switch value {
        case .string(let string):
            text += "<string>"
            try appendEscaped(string)
            text += "</string>\n"
        case .integer(let integer):
            // CoreFoundation refuses a whole XML file with an integer outside Int64.min...UInt64.max.
            guard integer.isNegative ? integer.magnitude <= UInt128(Int64.max) + 1 : integer.magnitude <= UInt128(UInt64.max) else {
                throw state.unrepresentable(
                    "XML cannot hold the integer \(integer): CoreFoundation reads \(Int64.min) to \(UInt64.max); write binary or JSON instead"
                )
            }
            text += "<integer>\(integer)</integer>\n"
        case .real(let real):
            text += "<real>\(Self.realText(real))</real>\n"
        case .boolean(let flag):
            text += flag ? "<true/>\n" : "<false/>\n"
        case .uid(let number):
            // As CoreFoundation writes it, and reads it back as a UID.
            text += "<dict>\n\(tabs)\t<key>CF$UID</key>\n\(tabs)\t<integer>\(number)</integer>\n\(tabs)</dict>\n"
        case .date(let date):
            text += "<date>" + (try state.dateText((date, position))) + "</date>\n"
        case .data(let bytes):
            text += "<data>\n"
            appendBase64(bytes, indent: indent, tabs: tabs)
            text += tabs + "</data>\n"
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "<array/>\n"
                return
            }
            text += "<array>\n"
            for (index, element) in elements.enumerated() {
                state.enter(.index(index))
                try write(element.value, position: element.position, indent: indent + 1)
                state.leave()
            }
            text += tabs + "</array>\n"
        case .dictionary(let dictionary):
            let entries = state.winningEntries(of: dictionary)
            guard !entries.isEmpty else {
                text += "<dict/>\n"
                return
            }
            text += "<dict>\n"
            for entry in entries {
                state.enter(.key(entry.key))
                text += tabs + "\t<key>"
                try appendEscaped(entry.key)
                text += "</key>\n"
                try write(entry.value.value, position: entry.value.position, indent: indent + 1)
                state.leave()
            }
            text += tabs + "</dict>\n"
        }
    }

    /// The string escaped (``XMLPlistText``); a character XML cannot hold is an error naming it.
    private mutating func appendEscaped(_ string: String) throws(PlistWriterError) {
        switch XMLPlistText.escaped(string) {
        case .success(let escaped):
            text += escaped
        case .failure(let failure):
            throw state.unrepresentable(
                "XML cannot hold the character U+\(HexDigits.padded(failure.scalar.value, width: 4)); write JSON or OpenStep instead")
        }
    }

    /// CoreFoundation's base64 lines: 76 characters less 8 for each tab of indentation (at most 8 tabs
    /// count), each line indented like the `<data>` tag.
    private mutating func appendBase64(_ bytes: [UInt8], indent: Int, tabs: String) {
        let encoded = Data(bytes).base64EncodedString()
        let lineLength = 76 - 8 * min(indent, 8)
        var start = encoded.startIndex
        while start < encoded.endIndex {
            let end = encoded.index(start, offsetBy: lineLength, limitedBy: encoded.endIndex) ?? encoded.endIndex
            text += tabs + encoded[start..<end] + "\n"
            start = end
        }
    }

    /// The shortest text that reads back as `real`; CoreFoundation's words for the values that are
    /// not numbers.
    static func realText(_ real: Double) -> String {
        if real.isNaN { return "nan" }
        if real.isInfinite { return real < 0 ? "-infinity" : "+infinity" }
        return real.description
    }
}
