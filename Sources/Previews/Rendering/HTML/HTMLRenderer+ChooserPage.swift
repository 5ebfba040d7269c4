/// A long chooser on a page of its own, drawn once for every page it is opened from (issue 40): each of
/// them links to it with a fragment naming itself (`#o3`), and `:target` shows that page's bar (its Cancel
/// and Save return there) and checks its chosen object. Opened without a fragment, it is as the first
/// page opens it.
extension HTMLRenderer {
    func renderChooserPageBytes(_ screen: PreviewScreen, origins: [ChooserOrigin], of table: PreviewTable, backLink: String?) -> [UInt8] {
        var template = screen
        template.choices?.chosen = nil
        let rows = template.rowCount
        var page = HTMLLines(capacity: HTMLStyleSheet.css.utf8.count + 4096 + 640 * rows + 600 * origins.count)
        page.documentHead(
            title: screen.navigationBar.title ?? screen.kind.rawValue, stylesheet: HTMLStyleSheet.css,
            language: HTMLLanguage(locale: table.locale), pageStyle: Self.chooserPageStyle(origins), stylesheetLink: stylesheetLink)
        let firstID = origins.first?.id ?? "o0"
        page.element(#"<body class="chooser-page">"#, "</body>") { body in
            renderSiteBar(table, backLink: backLink, into: &body)
            body.element(
                open: { open in
                    open.markup(#"<main class="screen home""#)
                    open.attribute("data-screen", screen.kind.rawValue)
                    open.attribute("aria-labelledby", firstID + "-title")
                    open.markup(">")
                }, "</main>"
            ) { main in
                main.element(#"<div class="origins">"#, "</div>") { list in
                    for origin in origins {
                        list.element(
                            open: { open in
                                open.markup(#"<div class="origin""#)
                                open.attribute("id", origin.id)
                                open.markup(">")
                            }, "</div>"
                        ) { bar in
                            renderNavigationBar(
                                origin.navigationBar, headingID: origin.id, fallbackHeading: screen.kind.rawValue, into: &bar)
                            // The check is the page style's, which screen readers do not see: say it.
                            if let chosen = origin.chosen, let value = template.choices?.list.values[chosen] {
                                bar.line(#"<p class="visually-hidden">"#, text: "Chosen: \(value.text)", "</p>")
                            }
                        }
                    }
                }
                main.element(#"<div class="screen-body">"#, "</div>") { content in
                    let context = RowContext(
                        file: table.file, fixedMode: .edit, screenTitles: [:], screenID: firstID, checkmarkOnEveryChoice: true)
                    for (index, section) in template.sections.enumerated() {
                        renderSection(section, number: index + 1, context: context, into: &content)
                    }
                    if let note = template.note {
                        content.line(#"<p class="screen-note">"#, text: note, "</p>")
                    }
                }
            }
        }
        page.line("</html>")
        return page.bytes()
    }

    /// One bar on show, the targeted page's (the first's without a fragment), and the object it has
    /// chosen checked as `.chosen` checks it.
    static func chooserPageStyle(_ origins: [ChooserOrigin]) -> String {
        var chosen: [String] = []
        for (number, origin) in origins.enumerated() {
            guard let index = origin.chosen else { continue }
            let row = " .rows > li:nth-child(\(index + 1))"
            chosen.append(".home:has(#\(origin.id):target)" + row)
            if number == 0 { chosen.append(".home:not(:has(.origin:target))" + row) }
        }
        var style = """
            .chooser-page .origin { display: none; }
            .chooser-page .origin:target, .chooser-page .origins:not(:has(.origin:target)) > .origin:first-child { display: block; }
            .chooser-page .choice-row:not(.many) .checkmark { visibility: hidden; }

            """
        if !chosen.isEmpty {
            style += chosen.joined(separator: ",\n") + " { background: \(HTMLStyleSheet.chosenBackground); }\n"
            style += chosen.map { $0 + " .checkmark" }.joined(separator: ",\n") + " { visibility: visible; }\n"
        }
        return style
    }
}
