import Checks
import Definitions
import PlistLoader
import Project
import SampleData

/// The cells one definition row shows for one object, in view and edit mode (the table of README, "Definitions").
struct RowCells {
    var context: PreviewContext
    var formatter: ValueFormatter
    var entity: String?
    /// The object shown; nil for placeholders.
    var object: PlistNode?
    /// Which of a row's screens the page has: its edit screens and choosers, and its add-new view.
    var screens: RowScreens
    /// The report of a definition a reference names (an "Add New" row's add view).
    var definition: (String) -> FileReport?
    /// The page of a related object, for the rows that show one (objects of the app's store have pages).
    var objectPage: (PlistNode) -> String? = { _ in nil }
    /// An add screen's rows: CDL sets each switch's attribute to NO as it opens (`setInAddMode:`).
    var inAddMode = false

    /// The screens on the page that rows open in edit mode.
    struct RowScreens {
        /// The id of the screen the rows are on (nil: the definition's own view), before their screens' ids.
        var parent: String?
        /// Whether rows link to their screens at all.
        var linksEditScreens: Bool
        /// Whether "Add New" rows link to an add-new view (which a page draws one level deep).
        var linksAddNew: Bool
    }

    func cells(for row: any RowController, facts: RowFacts, section: Int, row rowIndex: Int) -> [PreviewRow] {
        func screen(_ kind: PreviewScreen.Kind?) -> String? {
            guard screens.linksEditScreens, let kind else { return nil }
            return ScreenID.screen(kind, section: section, row: rowIndex, inside: screens.parent)
        }
        switch row {
        case let row as SingleLineValueRowController:
            let value = value(of: facts, keyPath: row, dateStyle: row.dateFormatterStyle?.value, timeStyle: row.timeFormatterStyle?.value)
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value, style: row.rowType.cellStyle, isMultiLine: false), rowType: row.rowType,
                    accessories: PreviewRow.disclosureWhenEditing, isEditable: true,
                    editScreen: screen(editScreenKind(of: row, facts: facts)))
            ]
        case let row as RelationshipRowController:
            let value = value(of: facts, keyPath: row, dateStyle: row.dateFormatterStyle?.value, timeStyle: row.timeFormatterStyle?.value)
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value, style: RowType.relationship.cellStyle, isMultiLine: false),
                    rowType: .relationship,
                    accessories: PreviewRow.disclosureWhenEditing, isEditable: true,
                    link: row.keyPathComponents.first.flatMap { related($0) }.flatMap(objectPage), editScreen: screen(.toOneChooser))
            ]
        case let row as MultiLineValueRowController:
            return [
                PreviewRow(
                    .value(label: label(of: row), value: value(of: facts, keyPath: row), style: row.rowType.cellStyle, isMultiLine: true),
                    rowType: row.rowType, accessories: PreviewRow.disclosureWhenEditing, isEditable: true, editScreen: screen(.textView))
            ]
        case let row as BooleanSwitchRowController:
            let isOn = object.map { _ in !inAddMode && (facts.sample.flatMap { ValueFormatter.isOn($0.value) } ?? false) }
            return [PreviewRow(.toggle(label: label(of: row) ?? "", isOn: isOn), rowType: .booleanSwitch, isEditable: true)]
        case let row as ToManyRelationshipRowController:
            return toManyCells(
                row, relatedObjects: relatedObjects(of: row),
                addRows: addRows(
                    row, showsAddNew: row.showsAddNewObject, showsAddExisting: row.showsAddExistingObjects,
                    addNew: row.addNewObjectDefinition, screen: screen))
        case let row as OrderedToManyRelationshipRowController:
            return toManyCells(row, relatedObjects: relatedObjects(of: row), addRows: orderedAddRows(row, screen: screen))
        case let row as CustomRowController:
            let preview = context.customRows[row.controllerClass.value] ?? CustomRowPreview(title: nil, style: .default)
            let title = preview.title ?? row.label?.value ?? row.controllerClass.value
            return [PreviewRow(.custom(title: title, style: preview.style), rowType: .custom)]
        default:
            // A registered controller of the library's user: drawn like a custom row of its type.
            return [PreviewRow(.custom(title: row.label?.value ?? row.rowType.rawValue, style: .default), rowType: row.rowType)]
        }
    }

    /// The label a row shows; a NoLabel row's only titles its edit screen (README, "Definitions").
    private func label(of row: any RowController) -> String? {
        row.rowType.showsLabel ? row.label?.value : nil
    }

    /// The screen a single-line row opens, by its attribute's type (or, without a model, its sample value).
    func editScreenKind(of row: SingleLineValueRowController, facts: RowFacts) -> PreviewScreen.Kind? {
        RowEditScreen.kind(of: row, type: facts.type, sample: facts.sample?.value)
    }

    /// The row's value in the object shown, formatted; its key path when there is no object.
    private func value(
        of facts: RowFacts, keyPath row: any RowController, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    )
        -> PreviewValue
    {
        guard object != nil else { return .placeholder(row.attributeKeyPath?.value ?? "") }
        guard let node = facts.sample else { return PreviewValue("") }
        return formatter.previewValue(for: node.value, type: facts.type, dateStyle: dateStyle, timeStyle: timeStyle)
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
    private func toManyCells(_ row: any RowController, relatedObjects: [RelatedObject]?, addRows: [PreviewRow]) -> [PreviewRow] {
        let objects = relatedObjects ?? [RelatedObject(value: .placeholder(row.attributeKeyPath?.value ?? ""), object: nil)]
        let ordered = row.rowType == .toManyOrderedRelationship
        let objectRows = objects.map { related in
            PreviewRow(
                .value(label: nil, value: related.value, style: .default, isMultiLine: false), rowType: row.rowType,
                accessories: ordered ? [.edit: .reorder] : [:], editControl: .delete, link: related.object.flatMap(objectPage))
        }
        return objectRows + addRows
    }

    /// A related object a to-many row shows: its text, and the object (the final one of an ordered row).
    private struct RelatedObject {
        var value: PreviewValue
        var object: PlistNode?
    }

    /// The object a relationship of the object shown leads to.
    private func related(_ relationship: String) -> PlistNode? {
        object?.dictionary?[relationship]
    }

    /// The texts of the related objects, sorted by the value shown; nil when there is no sample object at
    /// all. CDL sorts every to-many row so, a Core Data `ordered="YES"` relationship too: it never shows a
    /// stored order (docs/DECISIONS.md, "A Core Data ordered relationship is sorted too").
    private func relatedObjects(of row: ToManyRelationshipRowController) -> [RelatedObject]? {
        guard let object else { return nil }
        let components = row.keyPathComponents
        guard let relationship = components.first else { return [] }
        let destination = entity.flatMap { context.destination(of: relationship, from: $0) }
        let related = SampleKeyPath.objects(in: object.dictionary?[relationship])
        let rest = Array(components.dropFirst())
        let values = related.map { (sortableValue(at: rest, in: $0, entity: destination), $0) }
        return values.sorted { $0.0.key < $1.0.key }.map { RelatedObject(value: $0.0.value, object: $0.1) }
    }

    private func relatedObjects(of row: OrderedToManyRelationshipRowController) -> [RelatedObject]? {
        guard let object else { return nil }
        let components = row.keyPathComponents
        guard let intermediate = components.first else { return [] }
        let intermediateEntity = entity.flatMap { context.destination(of: intermediate, from: $0) }
        let intermediates = SampleKeyPath.sortedByOrder(SampleKeyPath.objects(in: object.dictionary?[intermediate]))
        let rest = Array(components.dropFirst())
        return intermediates.map { node in
            RelatedObject(
                value: sortableValue(at: rest, in: node, entity: intermediateEntity).value,
                object: rest.first.flatMap { node.dictionary?[$0] })
        }
    }

    private func sortableValue(at components: [String], in object: PlistNode, entity: String?) -> (key: SampleSortKey, value: PreviewValue)
    {
        let node = SampleKeyPath.value(at: components, in: object)
        let value = value(at: components, from: object, entity: entity)
        return (SampleSortKey(node?.value), value)
    }

    /// Edit mode's Add rows: "Add New ‹label›" (opening the add-new view) and "Add Existing ‹label›" (a
    /// checklist, with a chevron), README, "Definitions".
    private func addRows(
        _ row: any RowController, showsAddNew: Bool, showsAddExisting: Bool, addNew: Located<String>?,
        screen: (PreviewScreen.Kind?) -> String?
    ) -> [PreviewRow] {
        let label = row.label?.value ?? ""
        var rows: [PreviewRow] = []
        if showsAddNew {
            let addNew = screens.linksAddNew && addNew.flatMap(addNewView) != nil ? screen(.addNew) : nil
            rows.append(addRow(row, "Add New \(label)", accessory: .none, editScreen: addNew))
        }
        if showsAddExisting {
            rows.append(addRow(row, "Add Existing \(label)", accessory: .disclosure, editScreen: screen(.addExistingChecklist)))
        }
        return rows
    }

    /// The detail view an "Add New" row's add view shows, when its reference leads to one.
    func addNewView(_ name: Located<String>) -> (view: DetailViewDefinition, report: FileReport)? {
        guard let report = definition(name.value), case .detailView(let view)? = report.definition else { return nil }
        return (view, report)
    }

    /// An ordered row's one "Add ‹label›": a chooser of the final entity's objects.
    private func orderedAddRows(_ row: any RowController, screen: (PreviewScreen.Kind?) -> String?) -> [PreviewRow] {
        [addRow(row, "Add \(row.label?.value ?? "")", accessory: .disclosure, editScreen: screen(.orderedChooser))]
    }

    private func addRow(_ row: any RowController, _ title: String, accessory: PreviewAccessory, editScreen: String?) -> PreviewRow {
        PreviewRow(
            .add(title: title), rowType: row.rowType, modes: [.edit], accessories: accessory == .none ? [:] : [.edit: accessory],
            editControl: .insert, editScreen: editScreen)
    }
}
