/// Draws a preview site's `index.html`: every definition with its kind, entity and diagnostics count,
/// and the findings about the run's other files (project file, model, sample data).
struct PreviewIndexRenderer {
    func render(definitions: [PreviewIndexEntry], otherFiles: [FileReport]) -> String {
        var page = HTMLLines()
        page.documentHead(title: "Definitions", stylesheet: HTMLStyleSheet.css + Self.css)
        page.element("<body>", "</body>") { body in
            body.element(#"<header class="page-header">"#, "</header>") { header in
                header.line("<h1>Definitions</h1>")
                header.line(#"<p class="table-meta">\#(escape(summary(definitions)))</p>"#)
            }
            body.element("<main>", "</main>") { main in
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
                                list.line(#"<li class="row diagnostic \#(diagnostic.severity.rawValue)" data-code="\#(escape(diagnostic.code.rawValue))">\#(escape(Self.describe(diagnostic)))</li>"#)
                            }
                        }
                    }
                }
            }
        }
        page.line("</html>")
        return page.text
    }

    /// An entry is drawn as the pages draw a list row (subtitle style, chevron), plus its counts.
    private func renderEntry(_ entry: PreviewIndexEntry, into list: inout HTMLLines) {
        var counts: [String] = []
        if entry.errors > 0 { counts.append(#"<span class="count error">\#(entry.errors) error\#(entry.errors == 1 ? "" : "s")</span>"#) }
        if entry.warnings > 0 { counts.append(#"<span class="count warning">\#(entry.warnings) warning\#(entry.warnings == 1 ? "" : "s")</span>"#) }
        if entry.notes > 0 { counts.append(#"<span class="count note">\#(entry.notes) note\#(entry.notes == 1 ? "" : "s")</span>"#) }
        if counts.isEmpty { counts.append(#"<span class="count clean">no problems</span>"#) }
        let description = [entry.kind, entry.entity.map { "entity \($0)" }, entry.file].compactMap { $0 }.joined(separator: " · ")
        let href = entry.page.flatMap(HTMLHref.relative)
        list.element(#"<li class="row list-row index-entry" data-diagnostics="\#(entry.errors + entry.warnings + entry.notes)">"#, "</li>") { item in
            item.element(#"<div class="cell">"#, "</div>") { cell in
                let open = href.map { #"<a class="content" href="\#(escape($0))">"# } ?? #"<div class="content">"#
                cell.element(open, href == nil ? "</div>" : "</a>") { content in
                    content.line(
                        #"<span class="stack"><span class="value">\#(escape(entry.name))</span><span class="detail">\#(escape(description))</span></span>"#)
                    content.line(#"<span class="counts">\#(counts.joined(separator: " "))</span>"#)
                    if href != nil { content.line(#"<span class="accessory disclosure" aria-hidden="true"></span>"#) }
                }
            }
        }
    }

    private func summary(_ entries: [PreviewIndexEntry]) -> String {
        let errors = entries.map(\.errors).reduce(0, +), warnings = entries.map(\.warnings).reduce(0, +)
        return "\(entries.count) definition\(entries.count == 1 ? "" : "s"), \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }

    private func escape(_ text: String) -> String { HTMLEscaping.escaped(text) }

    /// What only the index needs, on top of the pages' stylesheet.
    static let css = """
        .index-entry .detail { white-space: normal; overflow-wrap: anywhere; font-size: 13px; line-height: 18px; }
        .index-entry .counts { display: flex; gap: 6px; flex-wrap: wrap; justify-content: flex-end; flex: 0 1 auto; }
        .count { font-size: 12px; padding: 1px 7px; border-radius: 9px; background: rgba(142, 142, 147, 0.18); white-space: nowrap; }
        .count.error { color: #fff; background: #ff3b30; }
        .count.warning { color: #000; background: #ffcc00; }
        .other-files .diagnostic { overflow-wrap: anywhere; font-size: 13px; }

        """
}
