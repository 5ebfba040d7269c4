/// Text as an XML property list holds it: `&`, `<` and `>` as entities (`>` too, so that `]]>` can never
/// appear), CR as `&#13;` — the one escaping of the XML writer and of the fix-its written into XML files.
public enum XMLPlistText {
    /// The escaped text; or the first character XML 1.0 has no way at all to write (the other control
    /// characters, U+FFFE, U+FFFF), not even as a reference.
    public static func escaped(_ text: String) -> Result<String, Unrepresentable> {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\r": escaped += "&#13;"
            case "\t", "\n": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                return .failure(Unrepresentable(scalar: scalar))
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return .success(escaped)
    }

    /// A character XML cannot hold.
    public struct Unrepresentable: Error, Sendable {
        public var scalar: Unicode.Scalar
    }
}
