import Basics

/// Lays out one row of a text preview in the columns between a box's margins: the edit control at the
/// leading edge, the accessory at the trailing edge, and between them the content in its cell style.
/// Every line it returns is exactly `width` columns.
struct TextCellRenderer {
    let glyphs: TextGlyphs
    let palette: TextPalette
    let mode: PreviewMode
    let width: Int

    /// UIKit's Value2 label column: about a third of the cell, at most this many columns.
    static let maximumValue2LabelWidth = 14

    func lines(for row: PreviewRow) -> [StyledText] {
        let control = editControl(for: row)
        let accessory = accessory(for: row)
        let bodyWidth = width - control.width - accessory.width
        return body(of: row, width: bodyWidth).enumerated().map { index, line in
            // Controls and accessories sit on the first line of a cell that grows, as in UIKit.
            let leading = index == 0 ? control : .spaces(control.width)
            let trailing = index == 0 ? accessory : .spaces(accessory.width)
            return leading + line.aligned(.leading, in: bodyWidth) + trailing
        }
    }

    private func editControl(for row: PreviewRow) -> StyledText {
        // An Add row carries its plus whatever its edit control says: the plus is what makes it an Add row.
        if case .add = row.content { return StyledText(glyphs.insert).painted(palette.positive, palette) + .spaces(1) }
        guard mode == .edit else { return .empty }
        switch row.editControl {
        case .none: return .empty
        case .insert: return StyledText(glyphs.insert).painted(palette.positive, palette) + .spaces(1)
        case .delete: return StyledText(glyphs.delete).painted(palette.destructive, palette) + .spaces(1)
        }
    }

    private func accessory(for row: PreviewRow) -> StyledText {
        if case .choice(_, let isChosen, let allowsMany) = row.content {
            if allowsMany { return .spaces(1) + StyledText(isChosen ? glyphs.checkOn : glyphs.checkOff).painted(palette.positive, palette) }
            return isChosen ? .spaces(1) + StyledText(glyphs.checkmark).painted(palette.tint, palette) : StyledText.empty
        }
        return switch row.accessory(in: mode) {
        case .none: .empty
        case .disclosure: .spaces(1) + StyledText(glyphs.disclosure).painted(palette.secondary, palette)
        case .reorder: .spaces(1) + StyledText(glyphs.reorder).painted(palette.secondary, palette)
        }
    }

    private func body(of row: PreviewRow, width: Int) -> [StyledText] {
        let editing = mode == .edit && row.isEditable
        switch row.content {
        case let .value(label, value, style, isMultiLine):
            switch style {
            case .value1: return value1(label: label, value: value, isMultiLine: isMultiLine, editing: editing, width: width)
            case .value2: return value2(label: label, value: value, isMultiLine: isMultiLine, editing: editing, width: width)
            case .default, .custom: return valueLines(value, width: width, isMultiLine: isMultiLine, editing: editing)
            }
        case let .toggle(label, isOn):
            let code: String
            let glyph: String
            switch isOn {
            case true?: (glyph, code) = (glyphs.switchOn, palette.positive)
            case false?: (glyph, code) = (glyphs.switchOff, palette.secondary)
            case nil: (glyph, code) = (glyphs.switchUnknown, palette.secondary)
            }
            let control = StyledText(glyph).painted(code + (editing ? palette.editable : ""), palette)
            let text = truncated(TextRenderer.terminalSafe(label), to: width - control.width - 1)
            return [StyledText(text).aligned(.leading, in: width - control.width) + control]
        case let .listItem(text, detail):
            var lines = valueLines(text, width: width, isMultiLine: false, editing: false)
            if let detail {
                lines += valueLines(detail, width: width, isMultiLine: false, editing: false).map { $0.painted(palette.secondary, palette) }
            }
            return lines
        case let .add(title):
            return [StyledText(truncated(TextRenderer.terminalSafe(title), to: width))]
        case let .textField(value, placeholder, _):
            guard let value, !value.text.isEmpty else {
                // The placeholder in brackets, so that it does not read as a value without colours either.
                guard !placeholder.isEmpty else { return [.empty] }
                let text = glyphs.placeholderOpen + TextRenderer.terminalSafe(placeholder) + glyphs.placeholderClose
                return [StyledText(truncated(text, to: width)).painted(palette.secondary, palette)]
            }
            return valueLines(value, width: width, isMultiLine: false, editing: true)
        case let .textView(value):
            return valueLines(value, width: width, isMultiLine: true, editing: true)
        case let .choice(text, _, _):
            return valueLines(text, width: width, isMultiLine: false, editing: false)
        case let .custom(title, style):
            let text = StyledText(truncated(TextRenderer.terminalSafe(title), to: width))
            switch style {
            case .default: return [text]
            case .button: return [text.painted(palette.tint, palette).aligned(.center, in: width)]
            case .destructive: return [text.painted(palette.destructive, palette).aligned(.center, in: width)]
            }
        }
    }

    /// Value1 (Settings): label at the leading edge, value at the trailing edge. When both do not fit,
    /// the label keeps at least half the cell and the value what is left.
    private func value1(label: String?, value: PreviewValue, isMultiLine: Bool, editing: Bool, width: Int) -> [StyledText] {
        let labelText = TextRenderer.terminalSafe(label ?? "")
        if labelText.isEmpty {
            let lines = valueLines(value, width: width, isMultiLine: isMultiLine, editing: editing)
            return isMultiLine ? lines : lines.map { $0.aligned(.trailing, in: width) }
        }
        let labelWidth = DisplayWidth.of(labelText)
        let labelRoom: Int
        if isMultiLine {
            labelRoom = min(labelWidth, width / 2)
        } else {
            let valueWidth = DisplayWidth.of(display(value))
            labelRoom = labelWidth + 1 + valueWidth <= width ? labelWidth : min(labelWidth, max(width / 2, width - 1 - valueWidth))
        }
        let labelColumn = StyledText(truncated(labelText, to: labelRoom)).aligned(.leading, in: labelRoom)
        let valueRoom = width - labelRoom - 1
        let lines = valueLines(value, width: valueRoom, isMultiLine: isMultiLine, editing: editing)
        return lines.enumerated().map { index, line in
            (index == 0 ? labelColumn : .spaces(labelRoom)) + .spaces(1) + (isMultiLine ? line : line.aligned(.trailing, in: valueRoom))
        }
    }

    /// Value2 (Contacts): the label right-aligned in a narrow column, the value after it; a multi-line
    /// value wraps within its own column. The column is a third of the whole cell, not of what an
    /// accessory leaves, so the labels of a section line up whichever rows have chevrons.
    private func value2(label: String?, value: PreviewValue, isMultiLine: Bool, editing: Bool, width: Int) -> [StyledText] {
        let labelRoom = min(Self.maximumValue2LabelWidth, self.width / 3, width / 2)
        let labelText = truncated(TextRenderer.terminalSafe(label ?? ""), to: labelRoom)
        let labelColumn = StyledText(labelText).painted(palette.tint, palette).aligned(.trailing, in: labelRoom)
        let lines = valueLines(value, width: width - labelRoom - 1, isMultiLine: isMultiLine, editing: editing)
        return lines.enumerated().map { index, line in (index == 0 ? labelColumn : .spaces(labelRoom)) + .spaces(1) + line }
    }

    /// A value's lines, each at most `width` columns: wrapped (every character kept) or cut short with an
    /// ellipsis. Placeholders keep their brackets when cut short, so they still read as placeholders.
    private func valueLines(_ value: PreviewValue, width: Int, isMultiLine: Bool, editing: Bool) -> [StyledText] {
        var code = value.kind == .placeholder ? palette.secondary : ""
        if editing { code += palette.editable }
        let texts: [String]
        if isMultiLine {
            texts =
                value.kind == .formatted
                ? TextWrapper.wrap(shownAsFormatted(value.text), width: width)
                : TextRenderer.wrapped(value.kind == .placeholder ? placeholder(value.text) : value.text, width: width)
        } else if value.kind == .placeholder {
            let brackets = DisplayWidth.of(glyphs.placeholderOpen + glyphs.placeholderClose)
            let keyPath = TextRenderer.terminalSafe(value.text)
            texts = [
                width > brackets
                    ? glyphs.placeholderOpen + truncated(keyPath, to: width - brackets) + glyphs.placeholderClose
                    : truncated(display(value), to: width)
            ]
        } else {
            texts = [truncated(display(value), to: width)]
        }
        return texts.map { StyledText($0).painted(code, palette) }
    }

    /// A single-line value as shown before it is fitted: sanitized, a placeholder in its brackets.
    /// Foundation's own output is trusted, so an Arabic date keeps its right-to-left marks.
    private func display(_ value: PreviewValue) -> String {
        if value.kind == .formatted { return shownAsFormatted(value.text) }
        let text = TextRenderer.terminalSafe(value.text)
        return value.kind == .placeholder ? placeholder(text) : text
    }

    /// A formatted value; with `--ascii`, its no-break spaces (U+202F before "PM", U+00A0 in numbers)
    /// become spaces and its direction marks are dropped, so a log that cannot show them gets none.
    private func shownAsFormatted(_ text: String) -> String {
        glyphs.isASCII ? TextGlyphs.asciiSpacing(text) : text
    }

    private func placeholder(_ keyPath: String) -> String { glyphs.placeholderOpen + keyPath + glyphs.placeholderClose }

    private func truncated(_ text: String, to width: Int) -> String { TextWrapper.truncate(text, to: width, ellipsis: glyphs.ellipsis) }
}
