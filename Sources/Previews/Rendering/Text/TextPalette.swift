/// The ANSI colours of the text preview, named for what they mark; all empty when colour is off, so the
/// plain output is the same text without codes.
struct TextPalette: Sendable {
    var title: String
    /// Section headers and footers, borders, placeholders, detail text, chevrons, a switch that is off.
    var secondary: String
    /// Button rows and Value2 labels, as UIKit tints them.
    var tint: String
    /// Destructive rows, delete controls, rows with errors.
    var destructive: String
    /// A switch that is on, insert controls.
    var positive: String
    /// Rows with warnings or notes.
    var warning: String
    /// Values the user can change in edit mode.
    var editable: String
    var reset: String

    static let plain = TextPalette(title: "", secondary: "", tint: "", destructive: "", positive: "", warning: "", editable: "", reset: "")
    static let ansi = TextPalette(
        title: "\u{1B}[1m", secondary: "\u{1B}[2m", tint: "\u{1B}[34m", destructive: "\u{1B}[31m", positive: "\u{1B}[32m",
        warning: "\u{1B}[33m", editable: "\u{1B}[4m", reset: "\u{1B}[0m")
}
