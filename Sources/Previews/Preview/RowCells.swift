import PlistLoader
import RowControllers

/// The cells one definition row shows for one object, in view and edit mode (SPEC §3's table).
struct RowCells {
    var context: PreviewContext
    var formatter: ValueFormatter
    var link: (String) -> String?
    var entity: String?
    /// The object shown; nil for placeholders.
    var object: PlistNode?

    func cells(for row: any RowController) -> [PreviewRow] {
        switch row {
        case let row as SingleLineValueRowController:
            let value = value(at: row.keyPathComponents, dateStyle: row.dateFormatterStyle?.value, timeStyle: row.timeFormatterStyle?.value)
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value, style: row.rowType.cellStyle, isMultiLine: false), rowType: row.rowType,
                    isEditable: true)
            ]
        case let row as RelationshipRowController:
            let value = value(at: row.keyPathComponents, dateStyle: row.dateFormatterStyle?.value, timeStyle: row.timeFormatterStyle?.value)
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value, style: RowType.relationship.cellStyle, isMultiLine: false), rowType: .relationship,
                    accessories: [.edit: .disclosure], isEditable: true)
            ]
        case let row as MultiLineValueRowController:
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value(at: row.keyPathComponents), style: row.rowType.cellStyle, isMultiLine: true),
                    rowType: row.rowType, isEditable: true)
            ]
        case let row as BooleanSwitchRowController:
            let isOn = object.map { object in
                SampleKeyPath.value(at: row.keyPathComponents, in: object).flatMap { ValueFormatter.isOn($0.value) } ?? false
            }
            return [PreviewRow(.toggle(label: label(of: row) ?? "", isOn: isOn), rowType: .booleanSwitch, isEditable: true)]
        case let row as ToManyRelationshipRowController:
            return toManyCells(
                row, relatedObjects: relatedObjects(of: row), addRows: addRows(
                    row, showsAddNew: row.showsAddNewObject, showsAddExisting: row.showsAddExistingObjects,
                    addNew: row.addNewObjectDefinition, ordered: false))
        case let row as OrderedToManyRelationshipRowController:
            return toManyCells(
                row, relatedObjects: relatedObjects(of: row), addRows: addRows(
                    row, showsAddNew: row.showsAddNewObject, showsAddExisting: row.showsAddExistingObjects,
                    addNew: row.addNewObjectDefinition, ordered: true))
        case let row as CustomRowController:
            let preview = context.customRows[row.controllerClass.value] ?? CustomRowPreview(title: nil, style: .default)
            let title = preview.title ?? row.label?.value ?? row.controllerClass.value
            return [PreviewRow(.custom(title: title, style: preview.style), rowType: .custom)]
        default:
            // A registered controller of the library's user: drawn like a custom row of its type.
            return [PreviewRow(.custom(title: row.label?.value ?? row.rowType.rawValue, style: .default), rowType: row.rowType)]
        }
    }

    /// The label a row shows; a NoLabel row's only titles its edit screen (SPEC §3).
    private func label(of row: any RowController) -> String? {
        row.rowType.showsLabel ? row.label?.value : nil
    }

    /// The value at a key path of the object, formatted; the key path itself when there is no object.
    private func value(
        at components: [String], from start: PlistNode? = nil, entity: String? = nil, keyPath: String? = nil,
        dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    ) -> PreviewValue {
        guard let source = start ?? object else { return .placeholder(keyPath ?? components.joined(separator: ".")) }
        guard let node = SampleKeyPath.value(at: components, in: source) else { return PreviewValue("") }
        let type = (entity ?? self.entity).flatMap { context.model?.attribute(at: components, from: $0)?.type }
        return formatter.previewValue(for: node.value, type: type, dateStyle: dateStyle, timeStyle: timeStyle)
    }

    /// One cell per related object (sorted by the value shown, or by `order` for ordered rows); with no
    /// object, one placeholder cell.
    private func toManyCells(_ row: any RowController, relatedObjects: [PreviewValue]?, addRows: [PreviewRow]) -> [PreviewRow] {
        let values = relatedObjects ?? [.placeholder(row.attributeKeyPath?.value ?? "")]
        let ordered = row.rowType == .toManyOrderedRelationship
        let objectRows = values.map { value in
            PreviewRow(
                .value(label: nil, value: value, style: .default, isMultiLine: false), rowType: row.rowType,
                accessories: ordered ? [.edit: .reorder] : [:], editControl: .delete)
        }
        return objectRows + addRows
    }

    /// The texts of the related objects, sorted by the value shown; nil when there is no sample object at
    /// all. CDL sorts every to-many row so, a Core Data `ordered="YES"` relationship too: it never shows a
    /// stored order (docs/DECISIONS.md, "A Core Data ordered relationship is sorted too").
    private func relatedObjects(of row: ToManyRelationshipRowController) -> [PreviewValue]? {
        guard let object else { return nil }
        let components = row.keyPathComponents
        guard let relationship = components.first else { return [] }
        let destination = entity.flatMap { relationshipDestination(relationship, of: $0) }
        let related = SampleKeyPath.objects(in: object.dictionary?[relationship])
        let rest = Array(components.dropFirst())
        let values = related.map { sortableValue(at: rest, in: $0, entity: destination) }
        return values.sorted { $0.key < $1.key }.map(\.value)
    }

    private func relatedObjects(of row: OrderedToManyRelationshipRowController) -> [PreviewValue]? {
        guard let object else { return nil }
        let components = row.keyPathComponents
        guard let intermediate = components.first else { return [] }
        let intermediateEntity = entity.flatMap { relationshipDestination(intermediate, of: $0) }
        let intermediates = SampleKeyPath.sortedByOrder(SampleKeyPath.objects(in: object.dictionary?[intermediate]))
        let rest = Array(components.dropFirst())
        return intermediates.map { sortableValue(at: rest, in: $0, entity: intermediateEntity).value }
    }

    private func sortableValue(at components: [String], in object: PlistNode, entity: String?) -> (key: SampleSortKey, value: PreviewValue) {
        let node = SampleKeyPath.value(at: components, in: object)
        let value = value(at: components, from: object, entity: entity)
        return (SampleSortKey(node?.value), value)
    }

    private func relationshipDestination(_ name: String, of entity: String) -> String? {
        if case .relationship(let relationship)? = context.model?.property(name, of: entity) { return relationship.destinationEntity }
        return nil
    }

    /// Edit mode's Add rows: "Add New ‹label›" (linking to the add view's page) and "Add Existing ‹label›",
    /// or for ordered rows one "Add ‹label›" (SPEC §3).
    private func addRows(
        _ row: any RowController, showsAddNew: Bool, showsAddExisting: Bool, addNew: Located<String>?, ordered: Bool
    ) -> [PreviewRow] {
        let label = row.label?.value ?? ""
        let addNewLink = showsAddNew ? addNew.flatMap { link($0.value) } : nil
        func addRow(_ title: String, link: String?) -> PreviewRow {
            PreviewRow(.add(title: title), rowType: row.rowType, modes: [.edit], editControl: .insert, link: link)
        }
        if ordered { return [addRow("Add \(label)", link: addNewLink)] }
        var rows: [PreviewRow] = []
        if showsAddNew { rows.append(addRow("Add New \(label)", link: addNewLink)) }
        if showsAddExisting { rows.append(addRow("Add Existing \(label)", link: nil)) }
        return rows
    }
}
