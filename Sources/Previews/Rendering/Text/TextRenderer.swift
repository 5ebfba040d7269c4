import Diagnostics
import PlistLoader
import Reporting

/// Draws a ``PreviewTable`` for a terminal, as an iOS grouped table: the title, then each section's
/// header, its rows in a box, and its footer. Every line is exactly `width` columns (measured with
/// `DisplayWidth`; colour codes take none), and the same table gives the same text byte for byte.
///
/// Table-level diagnostics are not drawn (the command prints them); a row with diagnostics is marked
/// with `!` in its left margin.
public struct TextRenderer: Sendable {
    /// Narrower than this, a Value1 row has no room for both its label and its value.
    public static let minimumWidth = 30
    /// Wider than any terminal; a bound on what one `--width` can make the renderer allocate.
    public static let maximumWidth = 1_000

    /// The columns of every line, clamped to `minimumWidth...maximumWidth`.
    public let width: Int
    public let ascii: Bool
    public let colors: Bool

    public init(width: Int = 80, ascii: Bool = false, colors: Bool = false) {
        self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
        self.ascii = ascii
        self.colors = colors
    }

    public func render(_ table: PreviewTable, mode: PreviewMode) -> String {
        let glyphs = ascii ? TextGlyphs.ascii : .box
        let palette = colors ? TextPalette.ansi : .plain
        let bar = TextNavigationBar(glyphs: glyphs, palette: palette, width: width)
        var heading = [bar.line(for: table.navigationBar, mode: mode)]
        if let index = table.sectionIndex { heading += sectionIndexLines(index, glyphs: glyphs, palette: palette) }
        var text = render(table.sections, heading: heading, mode: mode, glyphs: glyphs, palette: palette)
        if let footnote = table.footnote {
            text +=
                ([StyledText.spaces(width)] + note(footnote, glyphs: glyphs, palette: palette)).map(\.text).joined(separator: "\n") + "\n"
        }
        return text
    }

    /// One of the screens a table's rows open (`render --screen`), drawn as in edit mode: its bar, the
    /// problems of the definition an add screen shows, its rows, a date picker's wheels and its note.
    public func render(_ screen: PreviewScreen) -> String {
        let glyphs = ascii ? TextGlyphs.ascii : .box
        let palette = colors ? TextPalette.ansi : .plain
        let bar = TextNavigationBar(glyphs: glyphs, palette: palette, width: width)
        // An add screen shows another definition, whose problems the command does not print: they go on
        // the screen, as on the HTML page (an add view that can never be saved says so).
        var heading = [bar.line(for: screen.navigationBar, mode: .edit)]
        if let saveNote = screen.saveNote {
            heading.append(.spaces(width))
            heading += warning(saveNote.text, glyphs: glyphs, palette: palette, inset: 1)
        }
        for diagnostic in screen.diagnostics {
            heading.append(.spaces(width))
            heading += problem(diagnostic, glyphs: glyphs, palette: palette)
        }
        if let crash = screen.crash { heading += crashLines(crash, glyphs: glyphs, palette: palette) }
        var text = render(screen.sections, heading: heading, mode: .edit, glyphs: glyphs, palette: palette)
        var extra: [StyledText] = []
        if let picker = screen.datePicker {
            extra.append(.spaces(width))
            extra += TextDatePicker(glyphs: glyphs, palette: palette, width: width).lines(for: picker)
        }
        if let note = screen.note {
            extra.append(.spaces(width))
            extra += self.note(note, glyphs: glyphs, palette: palette)
        }
        if !extra.isEmpty { text += extra.map(\.text).joined(separator: "\n") + "\n" }
        return text
    }

    private func render(
        _ sections: [PreviewSection], heading: [StyledText], mode: PreviewMode, glyphs: TextGlyphs, palette: TextPalette
    ) -> String {
        var lines = heading
        for section in sections {
            let rows = section.rows(in: mode)
            let header = section.header.flatMap { $0.isEmpty ? nil : $0 }
            let footer = section.footer.flatMap { $0.isEmpty ? nil : $0 }
            // A section with nothing to show in this mode takes no room (a to-many section without objects).
            if rows.isEmpty && header == nil && footer == nil { continue }
            lines.append(.spaces(width))
            if let header { lines += note(header.uppercased(), glyphs: glyphs, palette: palette) }
            if !rows.isEmpty { lines += box(rows, mode: mode, glyphs: glyphs, palette: palette) }
            if let footer { lines += note(footer, glyphs: glyphs, palette: palette) }
        }
        return lines.map(\.text).joined(separator: "\n") + "\n"
    }

    /// A header or footer: wrapped, inset to line up with the text of the cells.
    /// A list's header may be a formatted date: with `--ascii` its no-break spaces become spaces.
    private func note(_ text: String, glyphs: TextGlyphs, palette: TextPalette) -> [StyledText] {
        Self.wrapped(glyphs.isASCII ? TextGlyphs.asciiSpacing(text) : text, width: width - 4).map {
            (.spaces(2) + StyledText($0).painted(palette.secondary, palette)).aligned(.leading, in: width)
        }
    }

    /// A list's section index, under its bar: the titles UIKit draws down the right edge, on a line of
    /// their own (right-aligned, as the strip is), or why it draws none.
    private func sectionIndexLines(_ index: PreviewSectionIndex, glyphs: TextGlyphs, palette: TextPalette) -> [StyledText] {
        guard index.isShown else { return index.hiddenReason.map { [.spaces(width)] + note($0, glyphs: glyphs, palette: palette) } ?? [] }
        let titles = index.titles.map(Self.terminalSafe).joined(separator: " ")
        return [.spaces(width)]
            + TextWrapper.wrap("Index: " + titles, width: width - 4).map {
                (StyledText($0).painted(palette.tint, palette) + .spaces(2)).aligned(.trailing, in: width)
            }
    }

    /// A diagnostic as clang writes it, its notes below it, marked in the margin as a row with problems is.
    private func problem(_ diagnostic: Diagnostic, glyphs: TextGlyphs, palette: TextPalette) -> [StyledText] {
        func place(_ location: SourceLocation) -> String { "\(location.file):\(location.position): " }
        let colour = diagnostic.severity == .error ? palette.destructive : palette.warning
        let head = place(diagnostic.location) + "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code)]"
        let texts = [head] + diagnostic.notes.map { place($0.location) + "note: " + $0.message }
        return texts.enumerated().flatMap { index, text in
            Self.wrapped(text, width: width - 4).enumerated().map { lineIndex, line in
                let margin = index == 0 && lineIndex == 0 ? StyledText(glyphs.diagnosticMarker).painted(colour, palette) : .spaces(1)
                let text = StyledText(line).painted(index == 0 ? colour : palette.secondary, palette)
                return (margin + .spaces(1) + text).aligned(.leading, in: width)
            }
        }
    }

    /// A crash screen's account: when the app crashes and what CDL raises, then the error and its fix.
    private func crashLines(_ crash: PreviewCrash, glyphs: TextGlyphs, palette: TextPalette) -> [StyledText] {
        var lines: [StyledText] = [.spaces(width)]
        lines += warning("The app crashes \(crash.moment).", glyphs: glyphs, palette: palette, inset: 1)
        lines += note(crash.exception, glyphs: glyphs, palette: palette)
        lines.append(.spaces(width))
        lines += problem(crash.diagnostic, glyphs: glyphs, palette: palette)
        // The notes are the problem's own lines already; a fix-it is not.
        if let fixIt = crash.diagnostic.fixIt {
            lines += note("Fix: replace it with \(fixIt)", glyphs: glyphs, palette: palette)
        }
        return lines
    }

    /// A warning in red, marked in the margin as a problem is, `inset` columns in; `width` columns a line.
    private func warning(_ text: String, glyphs: TextGlyphs, palette: TextPalette, inset: Int, width: Int? = nil) -> [StyledText] {
        let width = width ?? self.width
        return Self.wrapped(text, width: width - inset - 3).enumerated().map { index, line in
            let margin = index == 0 ? StyledText(glyphs.diagnosticMarker).painted(palette.destructive, palette) : .spaces(1)
            return (.spaces(inset - 1) + margin + .spaces(1) + StyledText(line).painted(palette.destructive, palette)).aligned(
                .leading, in: width)
        }
    }

    private func box(_ rows: [PreviewRow], mode: PreviewMode, glyphs: TextGlyphs, palette: TextPalette) -> [StyledText] {
        func rule(_ left: String, _ right: String) -> StyledText {
            StyledText(left + String(repeating: glyphs.horizontal, count: width - 2) + right).painted(palette.secondary, palette)
        }
        let border = StyledText(glyphs.vertical).painted(palette.secondary, palette)
        // Border, margin, content, margin, border.
        let cells = TextCellRenderer(glyphs: glyphs, palette: palette, mode: mode, width: width - 4)
        var lines = [rule(glyphs.topLeft, glyphs.topRight)]
        for (index, row) in rows.enumerated() {
            if index > 0 { lines.append(rule(glyphs.separatorLeft, glyphs.separatorRight)) }
            for (lineIndex, line) in cells.lines(for: row).enumerated() {
                let margin = lineIndex == 0 ? marker(for: row, glyphs: glyphs, palette: palette) : .spaces(1)
                lines.append(border + margin + line + .spaces(1) + border)
            }
            // Beside the control it concerns: under the row, inside its cell, in edit mode only.
            if mode == .edit, let note = row.actionNote {
                for line in warning(note.text, glyphs: glyphs, palette: palette, inset: 3, width: width - 4) {
                    lines.append(border + .spaces(1) + line + .spaces(1) + border)
                }
            }
        }
        lines.append(rule(glyphs.bottomLeft, glyphs.bottomRight))
        return lines
    }

    private func marker(for row: PreviewRow, glyphs: TextGlyphs, palette: TextPalette) -> StyledText {
        guard let severity = row.diagnostics.map(\.severity).max() else { return .spaces(1) }
        return StyledText(glyphs.diagnosticMarker).painted(severity == .error ? palette.destructive : palette.warning, palette)
    }

    /// The one way text from a definition reaches the terminal: control characters and bidi controls
    /// become visible escapes, and tabs (which `TerminalText` keeps for source snippets) become a space,
    /// since a tab's width depends on where it lands.
    static func terminalSafe(_ text: String) -> String {
        TerminalText.sanitized(text).replacingOccurrences(of: "\t", with: " ")
    }

    /// Text wrapped to `width`, its newlines kept as line breaks and everything else made terminal-safe.
    static func wrapped(_ text: String, width: Int) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            .flatMap { TextWrapper.wrap(terminalSafe(String($0)), width: width) }
    }
}
