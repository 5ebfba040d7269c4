import RowControllers

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
        // The title stays centred on the line, between the room the wider button takes on each side.
        let side = max(leading?.width ?? 0, trailing?.width ?? 0)
        let titleRoom = max(0, width - 2 * (side + (side > 0 ? 1 : 0)))
        let titleText = TextWrapper.truncate(TextRenderer.terminalSafe(bar.title ?? ""), to: titleRoom, ellipsis: glyphs.ellipsis)
        let title = StyledText(titleText).painted(palette.title, palette).aligned(.center, in: titleRoom)
        let sideRoom = (width - titleRoom) / 2
        let left = (leading ?? .empty).aligned(.leading, in: sideRoom)
        let right = (trailing ?? .empty).aligned(.trailing, in: width - titleRoom - sideRoom)
        return left + title + right
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
