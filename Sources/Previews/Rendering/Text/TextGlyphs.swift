/// The characters the text preview draws with: box drawing and symbols, or plain ASCII for terminals and
/// logs that cannot show them (`--ascii`). Glyphs are measured like any text, so the ASCII ones may be
/// wider (`(+)`, `[ ON]`); the borders must be one column.
struct TextGlyphs: Sendable {
    var topLeft: String
    var topRight: String
    var bottomLeft: String
    var bottomRight: String
    var horizontal: String
    var vertical: String
    /// Where a separator between rows meets the left and right borders.
    var separatorLeft: String
    var separatorRight: String
    var disclosure: String
    var reorder: String
    var insert: String
    var delete: String
    var ellipsis: String
    var placeholderOpen: String
    var placeholderClose: String
    var switchOn: String
    var switchOff: String
    /// A switch no sample data sets.
    var switchUnknown: String
    /// In the left margin of a row with diagnostics.
    var diagnosticMarker: String
    /// A to-one chooser's chosen object.
    var checkmark: String
    /// A checklist's object, not chosen and chosen.
    var checkOff: String
    var checkOn: String
    /// A date picker's wheel: the value it is set to.
    var selected: String
    /// Whether these are the `--ascii` glyphs: then formatted values lose their no-break spaces too.
    var isASCII = false

    /// `text` with the spaces and marks Foundation's formatters write (no-break and thin spaces, the
    /// left-to-right, right-to-left and Arabic letter marks) made plain spaces or dropped.
    static func asciiSpacing(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00A0, 0x2007, 0x2009, 0x202F: result.append(" ")
            case 0x061C, 0x200E, 0x200F: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    static let box = TextGlyphs(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│", separatorLeft: "├",
        separatorRight: "┤", disclosure: "›", reorder: "≡", insert: "⊕", delete: "⊖", ellipsis: "…", placeholderOpen: "‹",
        placeholderClose: "›", switchOn: "━━◉", switchOff: "◯━━", switchUnknown: "[ - ]", diagnosticMarker: "!",
        checkmark: "✓", checkOff: "○", checkOn: "◉", selected: "▸")

    static let ascii = TextGlyphs(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|", separatorLeft: "+",
        separatorRight: "+", disclosure: ">", reorder: "=", insert: "(+)", delete: "(-)", ellipsis: "...", placeholderOpen: "<",
        placeholderClose: ">", switchOn: "[ ON]", switchOff: "[OFF]", switchUnknown: "[ - ]", diagnosticMarker: "!",
        checkmark: "v", checkOff: "( )", checkOn: "(x)", selected: ">", isASCII: true)
}
