extension HTMLRenderer {
    /// A list's section index: its titles down the right edge when the device shows them (the style sheet
    /// places the strip), else a note that says why there is none, so a definition that asks for an index
    /// does not seem to have been ignored.
    func renderSectionIndex(_ index: PreviewSectionIndex, into screen: inout HTMLLines) {
        guard index.isShown else {
            if let reason = index.hiddenReason {
                screen.line(#"<p class="screen-note section-index-note">"#, text: reason, "</p>")
            }
            return
        }
        screen.element(#"<ol class="section-index" aria-label="Section index">"#, "</ol>") { list in
            for title in index.titles {
                list.line("<li>", text: title, "</li>")
            }
        }
    }
}
