import Diagnostics

/// A pull-request comment in GitHub's Markdown: a heading and the summary first, a table of the changed
/// definitions, then one collapsed `<details>` block a definition with its changes and new diagnostics.
/// Names and values from definitions are code spans (`MarkdownText`). A comment holds at most 65,536
/// characters: blocks that would pass `maxBytes` (counted in UTF-8 bytes, never fewer than characters)
/// are left out, and a line says how many.
public struct MarkdownDiffReporter: DiffReporter {
    public var maxBytes: Int

    public init(maxBytes: Int = 65_536) {
        self.maxBytes = maxBytes
    }

    public func render(_ diff: ProjectDiff) -> DiffReport {
        .document(text(diff))
    }

    public func text(_ diff: ProjectDiff) -> String {
        let summary = diff.summary
        var head = "## cdlgen diff: " + MarkdownText.code(diff.from.label) + " → " + MarkdownText.code(diff.to.label) + "\n\n"
        head += MarkdownText.escaped(capitalized(summary.sentence)) + "\n"
        if diff.hasNewFailures { head += "\n**The later version has new problems that fail the check.**\n" }
        guard !diff.definitions.isEmpty else { return head }

        // What is always kept: the heading, and room for the line saying what was left out.
        let reserve = 400
        var budget = maxBytes - head.utf8.count - reserve
        var table = "\n| Definition | File | Status | Changes | New problems |\n| --- | --- | --- | --- | --- |\n"
        budget -= table.utf8.count
        var rowsLeftOut = 0
        for definition in diff.definitions {
            let row = tableRow(definition)
            if rowsLeftOut == 0 && row.utf8.count <= budget {
                table += row
                budget -= row.utf8.count
            } else {
                rowsLeftOut += 1
            }
        }
        var blocks = ""
        var blocksLeftOut = 0
        for definition in diff.definitions {
            let block = details(definition)
            if blocksLeftOut == 0 && rowsLeftOut == 0 && block.utf8.count <= budget {
                blocks += block
                budget -= block.utf8.count
            } else {
                blocksLeftOut += 1
            }
        }
        var text = head + table + blocks
        if rowsLeftOut > 0 || blocksLeftOut > 0 {
            var parts: [String] = []
            if rowsLeftOut > 0 { parts.append(ViewOutline.count(rowsLeftOut, "more definition") + " not in the table") }
            if blocksLeftOut > 0 { parts.append("the changes of " + ViewOutline.count(blocksLeftOut, "definition") + " not shown") }
            text +=
                "\n> **Cut short:** " + parts.joined(separator: ", ") + ": a comment holds at most 65,536 characters. "
                + "`cdlgen diff --format html -o DIR` shows every change.\n"
        }
        return text
    }

    private func tableRow(_ definition: DefinitionDiff) -> String {
        let counts = ChangeWording.counts(definition)
        let cells = [
            MarkdownText.code(definition.name, inTable: true),
            MarkdownText.code(definition.file, inTable: true),
            definition.status.rawValue + (definition.previousFile.map { " from " + MarkdownText.code($0, inTable: true) } ?? ""),
            counts.isEmpty ? "—" : counts.joined(separator: ", "),
            problems(definition, new: false).isEmpty ? "—" : problems(definition, new: false).joined(separator: ", "),
        ]
        return "| " + cells.joined(separator: " | ") + " |\n"
    }

    /// "1 error", "2 warnings" (with `new`, "1 new error").
    private func problems(_ definition: DefinitionDiff, new: Bool) -> [String] {
        DiagnosticSeverity.allCases.compactMap { severity in
            let count = definition.newDiagnostics.filter { $0.severity == severity }.count
            return count > 0 ? ViewOutline.count(count, (new ? "new " : "") + severity.rawValue) : nil
        }
    }

    private func details(_ definition: DefinitionDiff) -> String {
        var summary = "<code>" + MarkdownText.html(definition.name) + "</code> — " + definition.status.rawValue
        let counts = ChangeWording.counts(definition) + problems(definition, new: true)
        if !counts.isEmpty { summary += ": " + counts.joined(separator: ", ") }
        var block = "\n<details>\n<summary>" + summary + "</summary>\n\n"
        block += MarkdownText.code(definition.file)
        if let previous = definition.previousFile { block += " (was " + MarkdownText.code(previous) + ")" }
        if let kind = definition.afterKind ?? definition.beforeKind { block += ", " + kind }
        block += "\n\n"
        for change in definition.changes {
            block += "- **" + capitalized(ChangeWording.verb(change.kind)) + "** " + markdown(ChangeWording.subject(change)) + "\n"
            for detail in ChangeWording.details(change) {
                block += "  - " + markdown(detail) + "\n"
            }
        }
        for diagnostic in definition.newDiagnostics {
            block +=
                "- **New " + diagnostic.severity.rawValue + "** "
                + MarkdownText.code("\(diagnostic.location.file):\(diagnostic.location.position)") + ": "
                + MarkdownText.escaped(diagnostic.message) + " " + MarkdownText.code("[" + diagnostic.code.rawValue + "]") + "\n"
        }
        return block + "\n</details>\n"
    }

    private func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    private func markdown(_ wording: Wording) -> String {
        wording.parts.map { part in
            switch part {
            case .words(let words): MarkdownText.escaped(words)
            case .name(let name, _): MarkdownText.code(name)
            }
        }.joined()
    }
}
