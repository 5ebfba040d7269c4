/// Draws a ``PreviewComparisonIndex``: every changed definition as the preview site's index draws a
/// definition (a list row with its counts), linking to its comparison page.
public struct ComparisonIndexRenderer: Sendable {
    public init() {}

    public func render(_ index: PreviewComparisonIndex) -> String {
        let stylesheet = HTMLStyleSheet.css + PreviewIndexRenderer.css + ComparisonStyleSheet.css
        var page = HTMLLines(capacity: stylesheet.utf8.count + 4096 + 640 * index.entries.count)
        page.documentHead(title: index.title, stylesheet: stylesheet, titleSuffix: " – cdlgen diff")
        page.element(#"<body class="comparison">"#, "</body>") { body in
            body.element(#"<header class="page-header">"#, "</header>") { header in
                header.line {
                    $0.markup("<h1>"); $0.name(index.title); $0.markup("</h1>")
                }
                header.line(#"<p class="table-meta">"#, text: index.summary, "</p>")
            }
            body.element(#"<main class="comparison-index">"#, "</main>") { main in
                if index.entries.isEmpty {
                    main.line(#"<p class="empty-table">No definition changed.</p>"#)
                    return
                }
                main.element(#"<section class="table-section" aria-label="Changed definitions">"#, "</section>") { section in
                    section.element(#"<ul class="rows index-rows">"#, "</ul>") { list in
                        for entry in index.entries { renderEntry(entry, into: &list) }
                    }
                }
            }
        }
        page.line("</html>")
        return page.text
    }

    private func renderEntry(_ entry: PreviewComparisonIndex.Entry, into list: inout HTMLLines) {
        let href = entry.page.flatMap(HTMLHref.relative)
        list.element(
            open: { open in
                open.markup(#"<li class="row list-row index-entry""#)
                open.attribute("data-status", entry.status)
                open.markup(">")
            }, "</li>"
        ) { item in
            item.element(#"<div class="cell">"#, "</div>") { cell in
                cell.content(linkingTo: href) { content in
                    content.line { line in
                        line.markup(#"<span class="stack"><span class="value">"#)
                        line.name(entry.name)
                        line.markup(#"</span><span class="detail">"#)
                        line.text(entry.status)
                        line.markup(" · ")
                        line.name(entry.file)
                        line.markup("</span></span>")
                    }
                    content.line { counts(of: entry, into: &$0) }
                    if href != nil { content.line(#"<span class="accessory disclosure" aria-hidden="true"></span>"#) }
                }
            }
        }
    }

    private func counts(of entry: PreviewComparisonIndex.Entry, into line: inout HTMLLines) {
        line.markup(#"<span class="counts">"#)
        var first = true
        func separate() {
            if !first { line.markup(" ") }
            first = false
        }
        for (change, text) in entry.counts {
            separate()
            line.markup(#"<span class="count change""#)
            line.attribute("data-change", change.rawValue)
            line.markup(">")
            line.text(text)
            line.markup("</span>")
        }
        for (count, severity) in [(entry.newErrors, "error"), (entry.newWarnings, "warning")] as [(Int, StaticString)] where count > 0 {
            separate()
            line.markup(#"<span class="count "#)
            line.markup(severity)
            line.markup(#"">"#)
            line.number(count)
            line.markup(" new ")
            line.markup(severity)
            line.markup(count == 1 ? "</span>" : "s</span>")
        }
        line.markup("</span>")
    }
}
