/// The one function every text and attribute value of an HTML page goes through.
///
/// Definitions come from anyone's pull request, so their labels are hostile until shown otherwise:
/// markup characters become entities (quotes too, so the same text is safe in an attribute), and
/// characters that could hide or reorder what a reviewer reads are shown as visible escapes.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        // Most texts need nothing: return them without building a copy.
        guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case _ where isHidden(scalar):
                // Written as the terminal reporter writes it, so both previews show the same thing.
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters (a NUL, an escape, a lone carriage return that HTML would turn into a line
    /// break) and bidirectional formatting characters (U+202E can make `evil.gpj` read `jpg.live`).
    /// Line feeds and tabs are kept: multi-line values need them, and they hide nothing.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: isHidden(scalar)
        }
    }
}
