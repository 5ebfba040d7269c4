/// How many terminal columns text takes: what a monospaced terminal draws, not how many characters
/// Swift counts. A text preview lines its boxes up with this, so CJK text and emoji (two columns each)
/// and combining marks (none) do not push the right border out of line; a source snippet pads its caret
/// with it, so the caret stands under its character. Here, below both, for the snippet's sake.
package enum DisplayWidth {
    /// The columns `text` takes: the sum over its grapheme clusters.
    package static func of(_ text: some StringProtocol) -> Int {
        // Most labels are printable ASCII: one column per byte, without grapheme breaking.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme cluster takes. A cluster is drawn as one glyph, so an emoji ZWJ sequence,
    /// a flag pair or a skin-tone modifier takes two columns, not the sum of its scalars; VS16 (U+FE0F)
    /// asks for the emoji form of the scalar before it (`❤️`), which is two columns too.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { isWide($0) || $0.properties.isEmojiPresentation }) { return 2 }
        if first.value != 0xFE0F && scalars.contains("\u{FE0F}") { return 2 }
        return width(of: first)
    }

    /// The columns a scalar takes on its own (the first of a cluster that is not wide).
    static func width(of scalar: Unicode.Scalar) -> Int {
        if isWide(scalar) { return 2 }
        if scalar.value == 0xAD { return 1 }  // A soft hyphen is drawn as a hyphen by terminals (and by glibc's wcwidth).
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator: return 0
        default: return 1
        }
    }

    /// Whether the scalar is East Asian Wide or Fullwidth.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The Wide (W) and Fullwidth (F) blocks of Unicode's EastAsianWidth.txt, sorted. Written by hand
    /// because Swift's `Unicode.Scalar.Properties` has no East_Asian_Width and the full file (thousands of
    /// lines) is not worth embedding: the ranges run through unassigned gaps, and the scattered Wide symbols
    /// between U+231A and U+2B55 and in U+1F000–1FAFF are all Emoji_Presentation, which `of(_:)` asks Swift
    /// about instead. Checked against Python's `unicodedata` (Unicode 14): with Emoji_Presentation, every
    /// assigned W/F scalar is wide, and the only others counted wide are the regional indicators (flags).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // Angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x3247,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK
        0x3250...0x4DBF,  // Enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA4CF,  // CJK unified ideographs, Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // Vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x16FE0...0x1B2FF,  // Ideographic symbols, Tangut, Khitan, Kana supplement and extensions, Nüshu
        0x1F200...0x1F2FF,  // Enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]
}
