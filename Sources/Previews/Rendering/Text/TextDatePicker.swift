import Basics

/// A date picker's wheels as text: one column a wheel, the values it shows one above the other, the
/// one it is set to marked (`▸ November`).
struct TextDatePicker {
    let glyphs: TextGlyphs
    let palette: TextPalette
    let width: Int

    func lines(for picker: PreviewDatePicker) -> [StyledText] {
        guard !picker.wheels.isEmpty else { return [] }
        let marker = DisplayWidth.of(glyphs.selected) + 1
        let gap = 2
        let rooms = columnWidths(for: picker.wheels, marker: marker, available: width - 2 - gap * (picker.wheels.count - 1))
        let height = picker.wheels.map { max($0.options.count, 1) }.max() ?? 1
        let columns: [[StyledText]] = zip(picker.wheels, rooms).map { wheel, room in
            let cells: [StyledText] =
                wheel.options.isEmpty
                ? [StyledText(truncated(wheel.name, to: room - marker)).painted(palette.secondary, palette)]
                : wheel.options.enumerated().map { index, option in
                    let text = StyledText(truncated(shown(option), to: room - marker))
                    return index == wheel.selected
                        ? StyledText(glyphs.selected + " ") + text.painted(palette.title, palette)
                        : .spaces(marker) + text.painted(palette.secondary, palette)
                }
            // A wheel with fewer values (AM/PM) has them in the middle rows, where the others' own value is.
            let top = (height - cells.count) / 2
            return Array(repeating: StyledText.empty, count: top) + cells
                + Array(repeating: StyledText.empty, count: height - top - cells.count)
        }
        return (0..<height).map { rowIndex in
            var line = StyledText.spaces(2)
            for (index, column) in columns.enumerated() {
                if index > 0 { line = line + .spaces(gap) }
                line = line + column[rowIndex].aligned(.leading, in: rooms[index])
            }
            return line.aligned(.leading, in: width)
        }
    }

    /// Each wheel's columns: an equal share of the line when every wheel's values fit in one, so that
    /// the wheels stand evenly; else what each wheel needs, the widest cut down first when even that is
    /// too much, so that a narrow line cuts a date short (`Mon, Nov 30`) before an hour that has room.
    private func columnWidths(for wheels: [PreviewDatePicker.Wheel], marker: Int, available: Int) -> [Int] {
        let share = max(1, available / wheels.count)
        var needs = wheels.map { wheel in
            marker + (wheel.options.isEmpty ? [wheel.name] : wheel.options).map { DisplayWidth.of(shown($0)) }.max()!
        }
        if needs.allSatisfy({ $0 <= share }) { return Array(repeating: share, count: wheels.count) }
        while needs.reduce(0, +) > available, let widest = needs.indices.max(by: { needs[$0] < needs[$1] }), needs[widest] > marker + 1 {
            needs[widest] -= 1
        }
        return needs
    }

    /// An option as drawn: with `--ascii`, a formatter's no-break spaces become spaces.
    private func shown(_ option: String) -> String {
        glyphs.isASCII ? TextGlyphs.asciiSpacing(option) : option
    }

    private func truncated(_ text: String, to width: Int) -> String {
        TextWrapper.truncate(text, to: max(1, width), ellipsis: glyphs.ellipsis)
    }
}
