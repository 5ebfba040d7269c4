/// Characters that show nothing themselves but change what a reader sees: control characters, and the
/// bidirectional formatting characters that reorder text (U+202E makes `evil.gpj` read `jpg.live`). Every
/// place that shows a definition's text — the terminal, the HTML pages, exported Swift — escapes them.
package enum HiddenCharacter {
    /// C0 and C1 control characters and DEL (each place decides which of tab and line feed it keeps).
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The marks and embeddings, overrides and isolates of Unicode's bidirectional algorithm.
    package static func isBidirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
