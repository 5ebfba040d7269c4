/// The navigation bars and the screens a page holds besides its definition's view.
extension HTMLRenderer {
    /// A screen reached from the view: a landmark named by its title, shown when the URL names it.
    func renderScreen(_ screen: PreviewScreen, file: String, screenTitles: [String: String], into body: inout HTMLLines) {
        body.element(
            open: { open in
                open.markup(#"<section class="screen "#)
                open.markup(screen.kind == .addItem || screen.kind == .addNew ? "add-screen" : "edit-screen")
                open.markup("\"")
                open.attribute("id", screen.id)
                open.attribute("data-screen", screen.kind.rawValue)
                open.attribute("aria-labelledby", screen.id + "-title")
                open.markup(">")
            }, "</section>"
        ) { section in
            renderNavigationBar(screen.navigationBar, headingID: screen.id, fallbackHeading: screen.kind.rawValue, into: &section)
            section.element(#"<div class="screen-body">"#, "</div>") { content in
                if let saveNote = screen.saveNote {
                    renderActionNote(saveNote, onlyInEditMode: false, into: &content)
                }
                if let crash = screen.crash {
                    renderCrash(crash, file: file, into: &content)
                }
                if !screen.diagnostics.isEmpty {
                    content.element(#"<ul class="diagnostics" aria-label="Problems in this view">"#, "</ul>") { list in
                        for diagnostic in screen.diagnostics {
                            list.line { diagnosticElement("li", diagnostic, file: file, into: &$0) }
                        }
                    }
                }
                let context = RowContext(file: file, fixedMode: .edit, screenTitles: screenTitles, screenID: screen.id)
                for (index, tableSection) in screen.sections.enumerated() {
                    renderSection(tableSection, number: index + 1, context: context, into: &content)
                }
                if let picker = screen.datePicker {
                    renderDatePicker(picker, into: &content)
                }
                if let note = screen.note {
                    content.line(#"<p class="screen-note">"#, text: note, "</p>")
                }
                if let definition = screen.definition {
                    // The site's way to the definition's own page, which shows it with a sample object.
                    content.line { line in
                        line.markup(#"<p class="screen-note">The view: "#)
                        if let href = definition.page.flatMap(HTMLHref.relative) {
                            line.markup("<a")
                            line.attribute("href", href)
                            line.markup(">")
                            line.name(definition.name)
                            line.markup("</a>")
                        } else {
                            line.name(definition.name)
                        }
                        line.markup("</p>")
                    }
                }
            }
        }
    }

    /// A crash screen's account, in the editor's place: when the app crashes and what CDL raises, then the
    /// error (its fix-it and notes with it).
    private func renderCrash(_ crash: PreviewCrash, file: String, into content: inout HTMLLines) {
        content.element(#"<div class="crash">"#, "</div>") { alert in
            alert.line(#"<p class="screen-note crash-moment">"#, text: "The app crashes \(crash.moment).", "</p>")
            alert.line(#"<p class="screen-note crash-exception">"#, text: crash.exception, "</p>")
            alert.element(#"<ul class="diagnostics" aria-label="Why it crashes">"#, "</ul>") { list in
                list.line { diagnosticElement("li", crash.diagnostic, file: file, into: &$0) }
            }
        }
    }

    /// A warning beside a control whose action fails: shown only in edit mode on the definition's view.
    func renderActionNote(_ note: PreviewActionNote, onlyInEditMode: Bool, into out: inout HTMLLines) {
        out.line { line in
            line.markup(onlyInEditMode ? #"<p class="screen-note action-note edit-only""# : #"<p class="screen-note action-note""#)
            line.attribute("data-code", note.diagnostic.code.rawValue)
            line.markup(">")
            line.text(note.text)
            line.markup("</p>")
        }
    }

    /// A bar of the app's: its buttons on either side of its title. The definition's view titles itself
    /// with an `<h1>` (a detail view, which CDL leaves untitled, with its name for screen readers only);
    /// a screen with an `<h2>` whose id names its landmark.
    func renderNavigationBar(_ bar: PreviewNavigationBar, headingID: String?, fallbackHeading: String, into out: inout HTMLLines) {
        out.element(#"<header class="nav-bar">"#, "</header>") { header in
            header.element(#"<div class="nav-inner">"#, "</div>") { inner in
                inner.line { side in
                    side.markup(#"<div class="bar-side leading">"#)
                    if let leading = bar.leading { renderBarButton(leading, hiddenInEditMode: bar.hidesLeadingInEditMode, into: &side) }
                    side.markup("</div>")
                }
                inner.line { heading in
                    if let headingID {
                        heading.markup(#"<h2 class="nav-title""#)
                        heading.attribute("id", headingID + "-title")
                        heading.markup(">")
                    } else {
                        heading.markup(#"<h1 class="nav-title" id="screen-title">"#)
                    }
                    if let title = bar.title {
                        heading.text(title)
                    } else {
                        heading.markup(#"<span class="visually-hidden">"#)
                        heading.text(fallbackHeading)
                        heading.markup("</span>")
                    }
                    heading.markup(headingID == nil ? "</h1>" : "</h2>")
                }
                inner.line { side in
                    side.markup(#"<div class="bar-side trailing">"#)
                    if let trailing = bar.trailing { renderBarButton(trailing, hiddenInEditMode: false, into: &side) }
                    side.markup("</div>")
                }
            }
        }
    }

    /// A button, within the line of its side of the bar.
    private func renderBarButton(_ button: PreviewBarButton, hiddenInEditMode: Bool, into line: inout HTMLLines) {
        if button.kind == .editToggle {
            // UIKit's editButtonItem: Edit, and Done (bold) while editing.
            return line.markup(
                ##"<a class="bar-button view-only" href="#editing">Edit</a><a class="bar-button done edit-only" href="#viewing">Done</a>"##)
        }
        let href = button.isEnabled ? button.link.flatMap(HTMLHref.relative) : nil
        line.markup(href == nil ? "<span" : "<a")
        line.markup(#" class="bar-button"#)
        switch button.kind {
        case .back: line.markup(" back")
        case .done: line.markup(" done")
        case .add: line.markup(" add")
        case .plain, .editToggle: break
        }
        if hiddenInEditMode { line.markup(" view-only") }
        line.markup("\"")
        if let href { line.attribute("href", href) }
        if !button.isEnabled { line.markup(#" aria-disabled="true""#) }
        if button.kind == .add {
            line.attribute("aria-label", button.title)
            line.markup(">+")
        } else {
            line.markup(">")
            line.text(button.title)
        }
        line.markup(href == nil ? "</span>" : "</a>")
    }

    /// The picker's wheels side by side, each a list box whose option in the middle is the one set.
    private func renderDatePicker(_ picker: PreviewDatePicker, into out: inout HTMLLines) {
        out.element(
            open: { open in
                open.markup(#"<div class="date-picker" role="group""#)
                open.attribute("aria-label", "Date picker: " + picker.mode.rawValue)
                open.attribute("data-mode", picker.mode.rawValue)
                open.markup(">")
            }, "</div>"
        ) { wheels in
            for wheel in picker.wheels {
                wheels.element(
                    open: { open in
                        open.markup(#"<ul class="wheel" role="listbox""#)
                        open.attribute("aria-label", wheel.name)
                        open.markup(">")
                    }, "</ul>"
                ) { list in
                    if wheel.options.isEmpty {
                        list.line(#"<li class="wheel-empty" role="option" aria-selected="false">"#, text: wheel.name, "</li>")
                    }
                    for (index, option) in wheel.options.enumerated() {
                        guard !option.isEmpty else {
                            list.line(#"<li class="wheel-blank" aria-hidden="true"></li>"#)
                            continue
                        }
                        list.line { line in
                            line.markup(
                                index == wheel.selected
                                    ? #"<li role="option" aria-selected="true">"# : #"<li role="option" aria-selected="false">"#)
                            line.formattedText(option)
                            line.markup("</li>")
                        }
                    }
                }
            }
        }
    }
}
