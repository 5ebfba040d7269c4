import Reporting
import Testing

@testable import Review

/// The terminal's report: colour only with a colour palette, and nothing from a definition that a
/// terminal would take for a control sequence.
@Suite struct TextDiffReporterTests {
    @Test func colourComesFromThePaletteAndLabelsAreMadeSafe() {
        let diff = MarkdownDiffReporterTests.diff(definitions: 1, label: "Evil\u{1B}[2J")
        let plain = TextDiffReporter().text(diff)
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains(#"+ added row name (SingleLineValueLargeLabel "Evil\u{1B}[2J") in section 1 at row 1"#))
        let coloured = TextDiffReporter(palette: .ansi).text(diff)
        #expect(coloured.contains(TerminalPalette.ansi.caret + "+ added" + TerminalPalette.ansi.reset))
        #expect(!coloured.contains("\u{1B}[2J"))
    }
}
