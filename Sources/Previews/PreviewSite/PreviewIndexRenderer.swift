import Checks
import Diagnostics

/// Draws a preview site's `index.html`: every definition with its kind, entity and diagnostics count,
/// and the findings about the run's other files (project file, model, sample data).
struct PreviewIndexRenderer {
    func render(definitions: [PreviewIndexEntry], otherFiles: [FileReport]) -> String {
        renderLines(definitions: definitions, otherFiles: otherFiles).text
    }

    /// The page as UTF-8 bytes, which the preview site writes as they are.
    func renderBytes(definitions: [PreviewIndexEntry], otherFiles: [FileReport]) -> [UInt8] {
        renderLines(definitions: definitions, otherFiles: otherFiles).bytes()
    }

    private func renderLines(definitions: [PreviewIndexEntry], otherFiles: [FileReport]) -> HTMLLines {
        let stylesheet = HTMLStyleSheet.css + Self.css
        var page = HTMLLines(capacity: stylesheet.utf8.count + 4096 + 640 * definitions.count)
        page.documentHead(title: "Definitions", stylesheet: stylesheet)
        page.element("<body>", "</body>") { body in
            body.element(#"<header class="page-header">"#, "</header>") { header in
                header.line("<h1>Definitions</h1>")
                header.line(#"<p class="table-meta">"#, text: summary(definitions), "</p>")
            }
            // In the pages' column (HTMLStyleSheet), as the header is.
            body.element(#"<main class="page-body">"#, "</main>") { main in
                main.element(#"<section class="table-section" aria-label="Definitions">"#, "</section>") { section in
                    section.element(#"<ul class="rows index-rows">"#, "</ul>") { list in
                        for entry in definitions { renderEntry(entry, into: &list) }
                    }
                }
                let reported = otherFiles.filter { !$0.diagnostics.isEmpty }
                if !reported.isEmpty {
                    main.element(#"<section class="table-section other-files">"#, "</section>") { section in
                        section.line(#"<h2 class="section-header">Other files</h2>"#)
                        section.element(#"<ul class="rows">"#, "</ul>") { list in
                            for diagnostic in reported.flatMap(\.diagnostics) {
                                list.line { line in
                                    line.markup(#"<li class="row diagnostic "#)
                                    line.text(diagnostic.severity.rawValue)
                                    line.markup("\"")
                                    line.attribute("data-code", diagnostic.code.rawValue)
                                    line.markup(">")
                                    line.name(Self.place(diagnostic))
                                    line.text(" " + Self.describe(diagnostic))
                                    line.markup("</li>")
                                }
                            }
                        }
                    }
                }
            }
        }
        page.line("</html>")
        return page
    }

    /// An entry is drawn as the pages draw a list row (subtitle style, chevron), plus its counts.
    private func renderEntry(_ entry: PreviewIndexEntry, into list: inout HTMLLines) {
        let href = entry.page.flatMap(HTMLHref.relative)
        list.element(
            open: { open in
                open.markup(#"<li class="row list-row index-entry" data-diagnostics=""#)
                open.number(entry.errors + entry.warnings + entry.notes)
                open.markup("\">")
            }, "</li>"
        ) { item in
            item.element(#"<div class="cell">"#, "</div>") { cell in
                cell.content(linkingTo: href) { content in
                    content.line { line in
                        line.markup(#"<span class="stack"><span class="value">"#)
                        line.name(entry.name)
                        line.markup(#"</span><span class="detail">"#)
                        line.text(entry.kind)
                        if let entity = entry.entity {
                            line.markup(" · entity ")
                            line.name(entity)
                        }
                        line.markup(" · ")
                        line.name(entry.file)
                        line.markup("</span></span>")
                    }
                    content.line { counts(of: entry, into: &$0) }
                    if href != nil { content.line(#"<span class="accessory disclosure" aria-hidden="true"></span>"#) }
                }
            }
            if let page = entry.page, !entry.states.isEmpty {
                // Beside the row's own link, not in it: a link holds no other.
                item.line { line in
                    line.markup(#"<p class="screen-note index-states">States:"#)
                    for (number, state) in entry.states.enumerated() {
                        line.markup(number == 0 ? " " : " · ")
                        line.markup("<a")
                        line.attribute("href", HTMLHref.relative(state.pagePath(besides: page)) ?? "")
                        line.markup(">")
                        line.text(state.label)
                        line.markup("</a>")
                    }
                    line.markup("</p>")
                }
            }
        }
    }

    private func counts(of entry: PreviewIndexEntry, into line: inout HTMLLines) {
        line.markup(#"<span class="counts">"#)
        var any = false
        for (count, severity) in [(entry.errors, "error"), (entry.warnings, "warning"), (entry.notes, "note")] as [(Int, StaticString)]
        where count > 0 {
            if any { line.markup(" ") }
            line.markup(#"<span class="count "#)
            line.markup(severity)
            line.markup(#"">"#)
            line.number(count)
            line.markup(" ")
            line.markup(severity)
            line.markup(count == 1 ? "</span>" : "s</span>")
            any = true
        }
        if !any { line.markup(#"<span class="count clean">no problems</span>"#) }
        line.markup("</span>")
    }

    private func summary(_ entries: [PreviewIndexEntry]) -> String {
        let errors = entries.map(\.errors).reduce(0, +), warnings = entries.map(\.warnings).reduce(0, +)
        return
            "\(entries.count) definition\(entries.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// `file:line:column:`, a path that wraps at its slashes (``HTMLLines/name(_:)``).
    static func place(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.position):"
    }

    /// What follows the place: `error: message [code]`.
    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }

    /// What only the index needs, on top of the pages' stylesheet.
    static let css = """
        .index-entry .detail { font-size: 13px; line-height: 18px; }
        .index-entry .counts { display: flex; gap: 6px; flex-wrap: wrap; justify-content: flex-end; flex: 0 1 auto; }
        .count { font-size: 12px; padding: 1px 7px; border-radius: 9px; background: rgba(142, 142, 147, 0.18); white-space: nowrap; }
        .count.error { color: #fff; background: #ff3b30; }
        .count.warning { color: #000; background: #ffcc00; }
        .other-files .diagnostic { font-size: 13px; }

        """
}
