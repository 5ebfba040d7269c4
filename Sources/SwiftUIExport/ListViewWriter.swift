import Definitions

/// A list view as a SwiftUI `View`: a fetch of its entity sorted by its sort keys (sectioned by its
/// section key path when it has one), each cell leading to the detail view, "+" creating an object and
/// showing the detail view in add mode (Cancel and Save, titled "Add Item"), and swipe to delete.
struct ListViewWriter {
    var facts: ClassFacts

    /// The view's code; nil with the reason when the model cannot give what it needs.
    func write(_ view: ListViewDefinition, typeName: String, detail: ExportedDetailView, source: String, warnings: [String]) -> Result<
        String, ExportSkip.Reason
    > {
        let keyPaths = KeyPathExpression(facts: facts)
        let entity = view.entityName.value
        guard let className = facts.className(of: entity) else { return .failure(.noClass(entity)) }
        guard let cellText = keyPaths.text(from: "object", components: components(view.cellTextLabelKeyPath.value), entity: entity) else {
            return .failure(.keyPath(view.cellTextLabelKeyPath.value))
        }
        let detailText = view.cellDetailTextLabelKeyPath.flatMap {
            keyPaths.text(from: "object", components: components($0.value), entity: entity)
        }
        var sorts: [(path: String, type: SwiftPropertyType)] = []
        for key in view.sortKeyPaths {
            guard let found = keyPaths.keyPath(components(key.value), from: entity) else { return .failure(.keyPath(key.value)) }
            sorts.append((found.path, found.type))
        }
        let section = view.sectionNameKeyPath.flatMap { $0.value.isEmpty ? nil : $0 }
        let sectionPath = section.flatMap { keyPaths.keyPath(components($0.value), from: entity) }
        if let section, sectionPath == nil { return .failure(.keyPath(section.value)) }
        let sortCode = SortDescriptorCode(sorts)

        var code = SwiftCode()
        code.comment(
            "\(typeName).swift: exported by cdlgen from \(SwiftName.commentText(source)). Edit freely: the export is a starting point.")
        for warning in warnings { code.comment(warning) }
        if let note = sortCode.note { code.comment(note) }
        code.line("import CoreData")
        code.line("import SwiftUI")
        code.line()
        code.documentation("The list view `\(SwiftName.commentText(view.name))`: every `\(className)`, each opening `\(detail.typeName)`.")
        code.block("struct \(typeName): View {") { type in
            type.line("@Environment(\\.managedObjectContext) private var context")
            if let sectionPath {
                type.line("@SectionedFetchRequest(")
                type.line("    sectionIdentifier: \(sectionPath.path),")
                type.line("    sortDescriptors: \(sortCode.array))")
                type.line("private var sections: SectionedFetchResults<\(sectionPath.type.sectionIdentifierType), \(className)>")
            } else {
                type.line("@FetchRequest(sortDescriptors: \(sortCode.array))")
                type.line("private var objects: FetchedResults<\(className)>")
            }
            type.line("@State private var newObject: \(className)?")
            type.line()
            type.block("var body: some View {") { body in
                body.block("List {") { list in
                    if let sectionPath {
                        list.block("ForEach(sections) { section in") { each in
                            each.block("Section(\(sectionPath.type.sectionTitle(of: "section.id"))) {") { section in
                                section.block("ForEach(section, id: \\.objectID) { object in") {
                                    writeCell(into: &$0, detail: detail, text: cellText, detailText: detailText)
                                }
                                section.line(".onDelete { offsets in delete(offsets.map { section[$0] }) }")
                            }
                        }
                    } else {
                        list.block("ForEach(objects, id: \\.objectID) { object in") {
                            writeCell(into: &$0, detail: detail, text: cellText, detailText: detailText)
                        }
                        list.line(".onDelete { offsets in delete(offsets.map { objects[$0] }) }")
                    }
                }
                if let title = view.controllerTitle?.value, !title.isEmpty { body.line(".navigationTitle(\(SwiftName.literal(title)))") }
                if sectionPath != nil && view.sectionIndexTitlesEnabled {
                    body.comment("CDL shows a section index here; SwiftUI's List has none before iOS 26 (`sectionIndexLabel`).")
                }
                body.block(".toolbar {") { bar in
                    bar.block("ToolbarItem(placement: .primaryAction) {") { item in
                        item.blocks(
                            "Button {", { $0.line("newObject = \(className)(context: context)") },
                            ("} label: {", { $0.line("Image(systemName: \"plus\")") }))
                    }
                }
                body.block(".sheet(isPresented: Binding(presenting: $newObject)) {") { sheet in
                    sheet.block("if let created = newObject {") { shown in
                        shown.block("NavigationStack {") { stack in
                            stack.line("\(detail.typeName)(object: created, isAdding: true)")
                            stack.line("    .navigationTitle(\"Add Item\")")
                        }
                    }
                }
            }
            type.line()
            type.documentation("Swipe to delete: the objects are deleted and the context saved; a save that fails puts them back.")
            type.block("private func delete(_ deleted: [\(className)]) {") { code in
                code.line("for object in deleted { context.delete(object) }")
                code.blocks("do {", { $0.line("try context.save()") }, ("} catch {", { $0.line("context.rollback()") }))
            }
        }
        return .success(code.text)
    }

    private func writeCell(into code: inout SwiftCode, detail: ExportedDetailView, text: String, detailText: String?) {
        code.blocks(
            "NavigationLink {", { $0.line("\(detail.typeName)(object: object)") },
            (
                "} label: {",
                { label in
                    if let detailText {
                        label.line("ListCell(text: \(text), detail: \(detailText))")
                    } else {
                        label.line("ListCell(text: \(text))")
                    }
                }
            ))
    }

    private func components(_ keyPath: String) -> [String] {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}

extension SwiftPropertyType {
    /// The type of a section identifier read through this property (`String?`), `Hashable` as SwiftUI asks.
    var sectionIdentifierType: String {
        switch self {
        case .scalar(let name): name
        default: declaration
        }
    }

    /// An expression of type `String` titling a section whose identifier is `expression`.
    func sectionTitle(of expression: String) -> String {
        switch self {
        case .string: "\(expression) ?? \"\""
        case .scalar: "String(\(expression))"
        default: "\(expression).map { String(describing: $0) } ?? \"\""
        }
    }
}
