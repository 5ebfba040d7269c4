import Basics

/// A screen's navigation bar as one line of text: the leading button, the title in the middle, the
/// trailing button (`‹ Events        Edit`), in the mode drawn (Edit or Done; a detail view's back
/// button gone while it is edited).
struct TextNavigationBar {
    let glyphs: TextGlyphs
    let palette: TextPalette
    let width: Int

    func line(for bar: PreviewNavigationBar, mode: PreviewMode) -> StyledText {
        let leading = bar.hidesLeadingInEditMode && mode == .edit ? nil : bar.leading.map { button($0, mode: mode) }
        let trailing = bar.trailing.map { button($0, mode: mode) }
        let leadingWidth = leading?.width ?? 0, trailingWidth = trailing?.width ?? 0
        let titleText = TextRenderer.terminalSafe(bar.title ?? "")
        // Centred between room as wide as the wider button on each side, as UIKit centres it; a title
        // too wide for that moves over and takes what the buttons leave.
        let side = max(leadingWidth, trailingWidth)
        let centredRoom = max(0, width - 2 * (side + (side > 0 ? 1 : 0)))
        if DisplayWidth.of(titleText) <= centredRoom {
            let title = StyledText(titleText).painted(palette.title, palette).aligned(.center, in: centredRoom)
            let sideRoom = (width - centredRoom) / 2
            return (leading ?? .empty).aligned(.leading, in: sideRoom) + title
                + (trailing ?? .empty).aligned(.trailing, in: width - centredRoom - sideRoom)
        }
        let before = leadingWidth > 0 ? 1 : 0, after = trailingWidth > 0 ? 1 : 0
        let room = max(0, width - leadingWidth - trailingWidth - before - after)
        let title = StyledText(TextWrapper.truncate(titleText, to: room, ellipsis: glyphs.ellipsis)).painted(palette.title, palette)
        return (leading ?? .empty) + .spaces(before) + title.aligned(.center, in: room) + .spaces(after) + (trailing ?? .empty)
    }

    private func button(_ button: PreviewBarButton, mode: PreviewMode) -> StyledText {
        let text: String
        switch button.kind {
        case .editToggle: text = mode == .edit ? "Done" : "Edit"
        case .back: text = glyphs.placeholderOpen + " " + TextRenderer.terminalSafe(button.title)
        case .add: text = "+"
        case .plain, .done: text = TextRenderer.terminalSafe(button.title)
        }
        // Nothing a bar button says is worth more than a third of the line.
        let shown = StyledText(TextWrapper.truncate(text, to: max(4, width / 3), ellipsis: glyphs.ellipsis))
        return shown.painted(button.isEnabled ? palette.tint : palette.secondary, palette)
    }
}
