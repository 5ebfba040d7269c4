/// Draws a ``PreviewComparison`` as one self-contained page, under the preview pages' policy (inline CSS,
/// no script, no requests): what changed in words, then the two versions side by side (one above the
/// other on a phone), each drawn by ``HTMLRenderer`` in view mode with the changed sections and rows
/// marked. Every text goes through ``HTMLEscaping``, as on every page cdlgen writes.
public struct ComparisonPageRenderer: Sendable {
    public init() {}

    /// - Parameters:
    ///   - comparison: the two versions and what changed between them.
    ///   - backLink: a relative href for an "All changes" link (`index.html`).
    public func render(_ comparison: PreviewComparison, backLink: String? = nil) -> String {
        let stylesheet = HTMLStyleSheet.css + ComparisonStyleSheet.css
        var page = HTMLLines(capacity: stylesheet.utf8.count + 16384)
        page.documentHead(title: comparison.name, stylesheet: stylesheet, titleSuffix: " – cdlgen diff")
        page.element(#"<body class="comparison">"#, "</body>") { body in
            renderSiteBar(comparison, backLink: backLink, into: &body)
            body.element(#"<main class="comparison-main" aria-labelledby="comparison-title">"#, "</main>") { main in
                main.element(#"<header class="comparison-header">"#, "</header>") { header in
                    header.line {
                        $0.markup(#"<h1 id="comparison-title">"#); $0.name(comparison.name); $0.markup("</h1>")
                    }
                    renderChanges(comparison, into: &header)
                    if !comparison.newDiagnostics.isEmpty {
                        header.line(#"<h2 class="comparison-subtitle">New problems</h2>"#)
                        header.element(#"<ul class="diagnostics new-diagnostics" aria-label="New problems">"#, "</ul>") { list in
                            for diagnostic in comparison.newDiagnostics {
                                list.line { HTMLRenderer().diagnosticElement("li", diagnostic, file: nil, into: &$0) }
                            }
                        }
                    }
                }
                main.element(#"<div class="sides">"#, "</div>") { sides in
                    renderSide(comparison.before, id: "before", heading: "Before", into: &sides)
                    renderSide(comparison.after, id: "after", heading: "After", into: &sides)
                }
            }
        }
        page.line("</html>")
        return page.text
    }

    private func renderSiteBar(_ comparison: PreviewComparison, backLink: String?, into body: inout HTMLLines) {
        body.element(#"<nav class="site-bar" aria-label="Diff">"#, "</nav>") { nav in
            nav.element(#"<div class="site-inner">"#, "</div>") { bar in
                if let href = backLink.flatMap(HTMLHref.relative) {
                    bar.line { link in
                        link.markup(#"<a class="site-link""#)
                        link.attribute("href", href)
                        link.markup(">All changes</a>")
                    }
                }
                bar.line { meta in
                    meta.markup(#"<p class="table-meta"><span class="kind">"#)
                    meta.text(comparison.status)
                    meta.markup(#"</span> · <span class="file">"#)
                    if let old = comparison.renamedFrom {
                        meta.name(old)
                        meta.markup(" → ")
                    }
                    meta.name(comparison.file)
                    meta.markup("</span></p>")
                }
            }
        }
    }

    private func renderChanges(_ comparison: PreviewComparison, into header: inout HTMLLines) {
        guard !comparison.changes.isEmpty else {
            header.line(#"<p class="no-changes">The view did not change.</p>"#)
            return
        }
        header.element(#"<ul class="changes" aria-label="Changes">"#, "</ul>") { list in
            for line in comparison.changes {
                list.element(
                    open: { open in
                        open.markup(#"<li class="change-line""#)
                        open.attribute("data-change", line.change.rawValue)
                        open.markup(">")
                    }, "</li>"
                ) { item in
                    item.line { text in
                        text.markup(#"<span class="change-kind">"#)
                        text.text(Self.word(for: line.change))
                        text.markup(#"</span> <span class="change-subject">"#)
                        text.text(line.subject)
                        text.markup("</span>")
                    }
                    if !line.details.isEmpty {
                        item.element(#"<ul class="change-details">"#, "</ul>") { details in
                            for detail in line.details {
                                details.line("<li>", text: detail, "</li>")
                            }
                        }
                    }
                }
            }
        }
    }

    /// One version: its heading, then its view as the preview draws it, or a line saying it is not there.
    private func renderSide(_ side: PreviewComparison.Side, id: StaticString, heading: StaticString, into sides: inout HTMLLines) {
        sides.element(
            open: { open in
                open.markup(#"<section class="side "#)
                open.markup(id)
                open.markup(#"" aria-labelledby=""#)
                open.markup(id)
                open.markup(#"-title">"#)
            }, "</section>"
        ) { section in
            section.line { title in
                title.markup(#"<h2 class="side-title" id=""#)
                title.markup(id)
                title.markup(#"-title">"#)
                title.markup(heading)
                title.markup(" · <code>")
                title.name(side.label)
                title.markup("</code></h2>")
            }
            section.element(#"<div class="screen-body">"#, "</div>") { content in
                if let table = side.table {
                    HTMLRenderer().renderView(table, into: &content)
                } else {
                    content.line { line in
                        line.markup(#"<p class="empty-table">Not in "#)
                        line.name(side.label)
                        line.markup(".</p>")
                    }
                }
            }
        }
    }

    /// The word a change line starts with.
    static func word(for change: PreviewChange) -> String {
        switch change {
        case .added: "Added"
        case .removed: "Removed"
        case .moved: "Moved"
        case .changed: "Changed"
        }
    }
}
