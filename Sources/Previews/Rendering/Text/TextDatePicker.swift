import RowControllers

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
        let room = max(1, (width - 2 - gap * (picker.wheels.count - 1)) / picker.wheels.count)
        let height = picker.wheels.map { max($0.options.count, 1) }.max() ?? 1
        let columns: [[StyledText]] = picker.wheels.map { wheel in
            let cells: [StyledText] =
                wheel.options.isEmpty
                ? [StyledText(truncated(wheel.name, to: room - marker)).painted(palette.secondary, palette)]
                : wheel.options.enumerated().map { index, option in
                    let text = StyledText(truncated(glyphs.isASCII ? TextGlyphs.asciiSpacing(option) : option, to: room - marker))
                    return index == wheel.selected ? StyledText(glyphs.selected + " ") + text.painted(palette.title, palette)
                        : .spaces(marker) + text.painted(palette.secondary, palette)
                }
            // A wheel with fewer values (AM/PM) has them in the middle rows, where the others' own value is.
            let top = (height - cells.count) / 2
            return Array(repeating: StyledText.empty, count: top) + cells + Array(repeating: StyledText.empty, count: height - top - cells.count)
        }
        return (0..<height).map { rowIndex in
            var line = StyledText.spaces(2)
            for (index, column) in columns.enumerated() {
                if index > 0 { line = line + .spaces(gap) }
                line = line + column[rowIndex].aligned(.leading, in: room)
            }
            return line.aligned(.leading, in: width)
        }
    }

    private func truncated(_ text: String, to width: Int) -> String {
        TextWrapper.truncate(text, to: max(1, width), ellipsis: glyphs.ellipsis)
    }
}
