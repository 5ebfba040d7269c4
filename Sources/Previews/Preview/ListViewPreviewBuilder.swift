import Definitions
import Diagnostics
import PlistLoader
import SampleData

/// Lays out a list view: its sample objects sorted by `sortKeyPaths`, grouped into sections by
/// `sectionNameKeyPath`, each row leading to the detail page of its object.
struct ListViewPreviewBuilder {
    /// Lays out the detail view the list's "+" opens in add mode.
    var detail: DetailViewPreviewBuilder
    /// The detail page of the object at an index of the sample array.
    var detailLink: (Int) -> String?

    /// `objects` nil: no sample data, one row of placeholders.
    func build(_ view: ListViewDefinition, file: String, objects: [PlistNode]?, diagnostics: [Diagnostic]) -> PreviewTable {
        let title = view.controllerTitle?.value ?? view.entityName.value
        let sections: [PreviewSection]
        if let objects {
            sections = groupedRows(view, objects: objects)
        } else {
            let row = listRow(
                text: .placeholder(view.cellTextLabelKeyPath.value), detail: view.cellDetailTextLabelKeyPath.map { .placeholder($0.value) },
                link: detailLink(0))
            let header = view.sectionNameKeyPath.map { "‹\($0.value)›" }
            sections = [PreviewSection(header: header, footer: nil, rows: [row])]
        }
        var table = PreviewTable(
            kind: .listView, title: title, name: view.name, file: file, entity: view.entityName.value, sections: sections,
            diagnostics: diagnostics)
        // Edit on the left, "+" on the right (CDLRootViewController.m:180-184); a list has no title without `controllerTitle`.
        let addScreen = addItemScreens(view)
        table.navigationBar = PreviewNavigationBar(
            title: view.controllerTitle?.value, leading: .editToggle,
            trailing: PreviewBarButton(.add, "Add", link: addScreen.isEmpty ? nil : ScreenID.link(ScreenID.addItem)))
        table.screens = addScreen
        table.footnote = footnote(entity: view.entityName.value, shown: objects?.count)
        table.sectionIndex = sectionIndex(view, sections: sections)
        return table
    }

    /// What `sectionIndexTitlesForTableView:` returns (CDLRootViewController.m:349-359): nothing without
    /// a section key path or with the flag off, else CDL's alphabet or the sections' own titles.
    private func sectionIndex(_ view: ListViewDefinition, sections: [PreviewSection]) -> PreviewSectionIndex? {
        guard view.sectionNameKeyPath != nil, view.sectionIndexTitlesEnabled else { return nil }
        return PreviewSectionIndex(
            alphabetical: view.sectionIndexTitlesAlphabetical, sectionNames: sections.compactMap(\.header),
            rowCount: sections.reduce(0) { $0 + $1.rows.count })
    }

    /// What the list leaves out: the objects past `--max-objects`, or that the source has none.
    private func footnote(entity: String, shown: Int?) -> String? {
        guard let shown else { return nil }
        if let more = detail.sampleData.moreObjects[entity] {
            return "The first \(shown) of \(shown + more) \(entity) objects (--max-objects)."
        }
        return shown == 0 ? "No \(entity) objects." : nil
    }

    /// The "+" screen: the list's detail view for a new object, when the reference leads to one.
    private func addItemScreens(_ view: ListViewDefinition) -> [PreviewScreen] {
        guard let report = detail.links.definition(view.detailViewDefinition.value), case .detailView(let detailView)? = report.definition
        else { return [] }
        return EditScreenBuilder(detail: detail).addItemScreens(
            detailView: detailView, report: report, entity: view.entityName.value, returnTo: ScreenID.link(ScreenID.viewing))
    }

    private func groupedRows(_ view: ListViewDefinition, objects: [PlistNode]) -> [PreviewSection] {
        let sortPaths = view.sortKeyPaths.map { components($0.value) }
        let sorted = objects.indices.sorted { lhs, rhs in
            for path in sortPaths {
                let left = SampleSortKey(SampleKeyPath.value(at: path, in: objects[lhs])?.value, ignoringCase: true)
                let right = SampleSortKey(SampleKeyPath.value(at: path, in: objects[rhs])?.value, ignoringCase: true)
                if left != right { return left < right }
            }
            return lhs < rhs
        }
        var sections: [PreviewSection] = []
        for index in sorted {
            let object = objects[index]
            let header = view.sectionNameKeyPath.map { value(at: $0.value, in: object, entity: view.entityName.value).text }
            let row = listRow(
                text: value(at: view.cellTextLabelKeyPath.value, in: object, entity: view.entityName.value),
                detail: view.cellDetailTextLabelKeyPath.map { value(at: $0.value, in: object, entity: view.entityName.value) },
                link: detailLink(index))
            if let last = sections.last, last.header == header {
                sections[sections.count - 1].rows.append(row)
            } else {
                sections.append(PreviewSection(header: header, footer: nil, rows: [row]))
            }
        }
        return sections.isEmpty ? [PreviewSection(header: nil, footer: nil, rows: [])] : sections
    }

    private func listRow(text: PreviewValue, detail: PreviewValue?, link: String?) -> PreviewRow {
        PreviewRow(
            .listItem(text: text, detail: detail), rowType: nil, accessories: [.view: .disclosure, .edit: .disclosure],
            editControl: .delete, link: link)
    }

    private func value(at keyPath: String, in object: PlistNode, entity: String) -> PreviewValue {
        let path = components(keyPath)
        guard let node = SampleKeyPath.value(at: path, in: object) else { return PreviewValue("") }
        return detail.formatter.previewValue(for: node.value, type: detail.context.model?.attribute(at: path, from: entity)?.type)
    }

    private func components(_ keyPath: String) -> [String] {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
