/// Which link targets a preview page may carry: only references relative to the page, so a link can
/// neither run script (`javascript:`) nor leave the site (`https:`, `//host`).
public enum HTMLHref {
    /// The href unchanged when it is a relative reference, else nil. The caller still escapes it.
    public static func relative(_ href: String) -> String? {
        // Nearly every href is ASCII, where each byte is a character: the same rules byte by byte are
        // far cheaper than walking characters, and every page has one (its link back to the index).
        if href.utf8.allSatisfy({ $0 < 0x80 }) { return isRelativeASCII(href.utf8) ? href : nil }
        guard !href.isEmpty, !href.hasPrefix("//"), !href.hasPrefix(" "), !href.hasSuffix(" ") else { return nil }
        // Browsers drop tabs and line breaks inside a URL and read `\` as `/`, so `java\tscript:` and
        // `/\host` would get past the checks below: refuse such characters outright.
        guard !href.unicodeScalars.contains(where: { $0 == "\\" || HTMLEscaping.isHidden($0) || $0 == "\t" || $0 == "\n" }) else {
            return nil
        }
        // A scheme is whatever ends in `:` before the first `/`, `?` or `#` (RFC 3986 §4.2).
        let firstSegment = href.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return firstSegment.contains(":") ? nil : href
    }

    /// The rules above for an ASCII href: no leading `//`, no space at either end, no control character
    /// or `\`, and no `:` before the first `/`, `?` or `#`.
    private static func isRelativeASCII(_ bytes: String.UTF8View) -> Bool {
        guard let first = bytes.first, let last = bytes.last, first != UInt8(ascii: " "), last != UInt8(ascii: " "),
            !bytes.starts(with: "//".utf8)
        else { return false }
        var inFirstSegment = true
        for byte in bytes {
            switch byte {
            case 0x00...0x1F, 0x7F, UInt8(ascii: "\\"): return false
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): inFirstSegment = false
            case UInt8(ascii: ":") where inFirstSegment: return false
            default: break
            }
        }
        return true
    }
}
