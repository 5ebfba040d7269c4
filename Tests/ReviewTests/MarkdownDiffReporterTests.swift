import PlistLoader
import Testing

@testable import Review

/// The pull-request comment: names from definitions cannot format it, and it stays under its limit.
@Suite struct MarkdownDiffReporterTests {
    static func diff(definitions count: Int, label: String = "Name") -> ProjectDiff {
        let row = RowOutline(
            entries: [
                OutlineEntry(key: "rowType", value: "CDLTableRowTypeSingleLineValueLargeLabel"),
                OutlineEntry(key: "rowLabel", value: label),
                OutlineEntry(key: "attributeKeyPath", value: "name"),
            ], position: .start)
        let definitions = (0..<count).map { index in
            DefinitionDiff(
                status: .modified, name: "View\(index)", file: "Definitions/View\(index).plist", beforeKind: "detail view",
                afterKind: "detail view",
                changes: [ViewChange(.added, .row(row), after: ChangePlace(section: 1, row: 1, sectionTitle: nil, position: .start))],
                newDiagnostics: [])
        }
        return ProjectDiff(
            from: DiffVersion(label: "main", commit: String(repeating: "a", count: 40)), to: .workingTree, definitions: definitions)
    }

    @Test func namesAreCodeSpansThatHoldAnyBackticks() {
        let text = MarkdownDiffReporter().text(Self.diff(definitions: 1, label: "``<b>@team`` | *x*"))
        #expect(text.contains("- **Added** row `name` (`SingleLineValueLargeLabel` ``` ``<b>@team`` | *x* ```) in section 1 at row 1"))
        #expect(!text.contains("<b>@team</b>"))
    }

    @Test func plainTextIsEscaped() {
        #expect(MarkdownText.escaped("a *b* <i>x</i> @team $x$ [l](u) | ~") == #"a \*b\* \<i\>x\</i\> \@team \$x\$ \[l\](u) \| \~"#)
        #expect(MarkdownText.escaped("bidi\u{202E}txt") == #"bidi\\u{202E}txt"#)
        #expect(MarkdownText.code("a|b", inTable: true) == #"`a\|b`"#)
    }

    @Test func aLongDiffIsCutShortUnderTheLimit() {
        let diff = Self.diff(definitions: 2_000)
        let text = MarkdownDiffReporter().text(diff)
        #expect(text.utf8.count <= 65_536)
        #expect(text.contains("> **Cut short:**"))
        #expect(
            text.hasPrefix(
                "## cdlgen diff: `main` → `working tree`\n\n2000 definitions changed (2000 modified): 2000 changes, no new problems\n"))
        let small = MarkdownDiffReporter().text(Self.diff(definitions: 3))
        #expect(!small.contains("Cut short"))
        #expect(small.components(separatedBy: "<details>").count == 4)
    }
}
