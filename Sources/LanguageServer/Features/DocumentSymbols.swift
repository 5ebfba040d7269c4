import Definitions
import PlistLoader

/// `textDocument/documentSymbol`: a detail view's sections, each with its rows, named by their titles
/// and labels (an outline an editor shows beside the file); a list view as one symbol with its entity.
enum DocumentSymbols {
    /// LSP's `SymbolKind`s.
    private static let sectionKind = 23, rowKind = 8, listViewKind = 5

    static func symbols(of definition: Definition?, in text: DocumentText) -> [DocumentSymbol] {
        switch definition {
        case .detailView(let view):
            let starts = view.sections.map { text.offset(of: $0.position) ?? 0 }
            return view.sections.enumerated().map { index, section in
                let end = index + 1 < starts.count ? starts[index + 1] : text.bytes.count
                let name = section.title?.value.isEmpty == false ? section.title!.value : "Section \(index + 1)"
                return symbol(
                    name, detail: nil, kind: sectionKind, range: starts[index]..<max(starts[index], end), in: text,
                    children: rows(of: section, before: end, in: text))
            }
        case .listView(let view):
            let start = text.offset(of: view.position) ?? 0
            let name = view.controllerTitle?.value ?? view.entityName.value
            return [
                symbol(
                    name, detail: "list of \(view.entityName.value)", kind: listViewKind, range: start..<text.bytes.count, in: text,
                    children: [])
            ]
        case nil:
            return []
        }
    }

    private static func rows(of section: SectionController, before end: Int, in text: DocumentText) -> [DocumentSymbol] {
        let starts = section.rows.map { text.offset(of: $0.position) ?? 0 }
        return section.rows.enumerated().map { index, row in
            let rowEnd = index + 1 < starts.count ? starts[index + 1] : end
            let name = [row.label?.value, row.attributeKeyPath?.value].compactMap { $0 }.first { !$0.isEmpty } ?? row.rowType.rawValue
            return symbol(
                name, detail: row.rowType.rawValue, kind: rowKind, range: starts[index]..<max(starts[index], rowEnd), in: text, children: []
            )
        }
    }

    private static func symbol(
        _ name: String, detail: String?, kind: Int, range: Range<Int>, in text: DocumentText, children: [DocumentSymbol]
    ) -> DocumentSymbol {
        DocumentSymbol(
            name: name, detail: detail, kind: kind, range: text.range(range),
            selectionRange: text.range(range.lowerBound..<range.lowerBound),
            children: children)
    }
}
