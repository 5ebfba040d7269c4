import Basics

/// A piece of a rendered line: its text, with any ANSI codes in it, and the columns it takes on screen,
/// which the codes do not add to. Lines are padded by `width`, never by counting the text.
struct StyledText {
    private(set) var text: String
    private(set) var width: Int

    /// Text without codes, measured once.
    init(_ plain: String) {
        text = plain
        width = DisplayWidth.of(plain)
    }

    private init(text: String, width: Int) {
        self.text = text
        self.width = width
    }

    static let empty = StyledText("")

    static func spaces(_ count: Int) -> StyledText { StyledText(text: String(repeating: " ", count: max(count, 0)), width: max(count, 0)) }

    static func repeating(_ glyph: String, count: Int) -> StyledText { StyledText(String(repeating: glyph, count: max(count, 0))) }

    static func + (left: StyledText, right: StyledText) -> StyledText {
        StyledText(text: left.text + right.text, width: left.width + right.width)
    }

    static func += (left: inout StyledText, right: StyledText) { left = left + right }

    /// The text between `code` and the palette's reset; unchanged when there is no code (colour off) or no text.
    func painted(_ code: String, _ palette: TextPalette) -> StyledText {
        guard !code.isEmpty, !text.isEmpty else { return self }
        return StyledText(text: code + text + palette.reset, width: width)
    }

    /// Padded with spaces to `columns`: after the text, before it, or on both sides (the odd space after).
    func aligned(_ alignment: Alignment, in columns: Int) -> StyledText {
        let room = max(columns - width, 0)
        switch alignment {
        case .leading: return self + .spaces(room)
        case .trailing: return .spaces(room) + self
        case .center: return .spaces(room / 2) + self + .spaces(room - room / 2)
        }
    }

    enum Alignment {
        case leading, trailing, center
    }
}
