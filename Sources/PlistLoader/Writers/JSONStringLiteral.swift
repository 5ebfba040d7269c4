/// A string as a JSON literal (RFC 8259): quotes, backslashes and control characters escaped, the short
/// forms where JSON has them and `\u00XX` for the rest; U+2028 and U+2029 too, so that the text is also
/// valid JavaScript. Everything else is kept as it is (the file is UTF-8).
public enum JSONStringLiteral {
    public static func quoted(_ text: String) -> String {
        var result = "\""
        append(text, to: &result)
        result += "\""
        return result
    }

    static func append(_ text: String, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                output += "\\u" + HexDigits.padded(scalar.value, width: 4)
            default:
                output.unicodeScalars.append(scalar)
            }
        }
    }
}
