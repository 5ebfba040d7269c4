/// Which link targets a preview page may carry: only references relative to the page, so a link can
/// neither run script (`javascript:`) nor leave the site (`https:`, `//host`).
public enum HTMLHref {
    /// The href unchanged when it is a relative reference, else nil. The caller still escapes it.
    public static func relative(_ href: String) -> String? {
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
}
