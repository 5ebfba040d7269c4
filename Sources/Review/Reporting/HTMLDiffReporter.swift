import Checks
import PlistLoader
import Previews

/// A folder of pages: `index.html` listing the changed definitions, and a page a definition with the two
/// versions side by side, each drawn as the preview draws it (`ComparisonPageRenderer`), the sections
/// and rows that changed marked on both sides. Values come from `builder`'s sample data, as in the
/// preview. Pages sit side by side in the folder, named after their definitions.
public struct HTMLDiffReporter: DiffReporter {
    public var builder: PreviewBuilder

    public init(builder: PreviewBuilder) {
        self.builder = builder
    }

    public func render(_ diff: ProjectDiff) -> DiffReport {
        let formatter = ValueFormatter(locale: builder.context.locale, timeZone: builder.context.timeZone)
        var taken: Set<String> = ["index"]
        var pages: [(path: String, text: String)] = []
        var entries: [PreviewComparisonIndex.Entry] = []
        for definition in diff.definitions {
            let page = Self.pageName(for: definition.name, taken: &taken)
            pages.append(
                (page, ComparisonPageRenderer().render(comparison(definition, diff: diff, formatter: formatter), backLink: "index.html")))
            entries.append(
                PreviewComparisonIndex.Entry(
                    name: definition.name, file: definition.file, status: definition.status.rawValue,
                    counts: definition.counts.map { (Self.previewChange($0.kind), "\($0.count) \($0.kind.rawValue)") },
                    newErrors: definition.newDiagnostics.filter { $0.severity == .error }.count,
                    newWarnings: definition.newDiagnostics.filter { $0.severity == .warning }.count, page: page))
        }
        let index = PreviewComparisonIndex(title: diff.from.label + " → " + diff.to.label, summary: diff.summary.sentence, entries: entries)
        return .pages([("index.html", ComparisonIndexRenderer().render(index))] + pages)
    }

    private func comparison(_ definition: DefinitionDiff, diff: ProjectDiff, formatter: ValueFormatter) -> PreviewComparison {
        var before = definition.before.map { builder.table(for: $0, formatter: formatter) }
        var after = definition.after.map { builder.table(for: $0, formatter: formatter) }
        for change in definition.changes {
            let kind = Self.previewChange(change.kind)
            if let place = change.before, change.kind != .added, let report = definition.before {
                Self.mark(&before, report: report, place: place, as: kind)
            }
            if let place = change.after, change.kind != .removed, let report = definition.after {
                Self.mark(&after, report: report, place: place, as: kind)
            }
        }
        let lines = definition.changes.map { change in
            PreviewChangeLine(
                Self.previewChange(change.kind), ChangeWording.subject(change).text, details: ChangeWording.details(change).map(\.text))
        }
        return PreviewComparison(
            name: definition.name, file: definition.file, status: definition.status.rawValue, renamedFrom: definition.previousFile,
            before: PreviewComparison.Side(label: diff.from.label, table: before),
            after: PreviewComparison.Side(label: diff.to.label, table: after), changes: lines, newDiagnostics: definition.newDiagnostics)
    }

    /// Marks the section or the cells of the row at `place`. The change counts sections and rows as the
    /// file has them; the table, as the decoder kept them: they are matched by where each opens.
    private static func mark(_ table: inout PreviewTable?, report: FileReport, place: ChangePlace, as kind: PreviewChange) {
        guard var marked = table, case .detailView(let view)? = report.definition else { return }
        for (sectionIndex, section) in view.sections.enumerated() where sectionIndex < marked.sections.count {
            if place.row == nil {
                if section.position == place.position { marked.sections[sectionIndex].change = kind }
                continue
            }
            guard let rowIndex = section.rows.firstIndex(where: { $0.position == place.position }) else { continue }
            for cell in marked.sections[sectionIndex].rows.indices where marked.sections[sectionIndex].rows[cell].sourceRow == rowIndex {
                marked.sections[sectionIndex].rows[cell].change = kind
            }
        }
        table = marked
    }

    static func previewChange(_ kind: ChangeKind) -> PreviewChange {
        switch kind {
        case .added: .added
        case .removed: .removed
        case .moved: .moved
        case .changed: .changed
        }
    }

    /// The definition's name made safe as a file name (letters, digits, `.`, `_`, `-`), and unique.
    static func pageName(for name: String, taken: inout Set<String>) -> String {
        var base = String(
            name.unicodeScalars.map { scalar -> Character in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        if base.isEmpty || base.hasPrefix(".") { base = "_" + base }
        var candidate = base, number = 2
        while taken.contains(candidate.lowercased()) {
            candidate = base + "-\(number)"
            number += 1
        }
        taken.insert(candidate.lowercased())
        return candidate + ".html"
    }
}
