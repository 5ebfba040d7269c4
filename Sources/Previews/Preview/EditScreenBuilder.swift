import Checks
import CoreDataModel
import Definitions
import Diagnostics
import Foundation
import PlistLoader
import SampleData

/// Makes the screens a detail view's rows open in edit mode, as CDL's edit controllers draw them: a
/// text field, a text view, a date picker, the objects a Relationship or an Add row chooses from, and
/// an "Add New" row's add view (itself with the screens of its rows, but no add view of its own: a page
/// goes one add view deep).
struct EditScreenBuilder {
    var detail: DetailViewPreviewBuilder

    private var context: PreviewContext { detail.context }
    private var formatter: ValueFormatter { detail.formatter }

    /// The screens one row of a view laid out by `cells` opens; their Cancel and Save go to `returnTo`.
    /// `inAddMode`: the row is on an add screen, where an edit screen's Save reads Done. An editor that one
    /// of the row's `diagnostics` says crashes is a crash screen, under the editor's id (``EditPathFailure``).
    func screens(
        for row: any RowController, facts: RowFacts, at place: (section: Int, row: Int), cells: RowCells, returnTo: String, inAddMode: Bool,
        diagnostics: [Diagnostic] = []
    ) -> [PreviewScreen] {
        func id(_ kind: PreviewScreen.Kind) -> String {
            ScreenID.screen(kind, section: place.section, row: place.row, inside: cells.screens.parent)
        }
        /// The row's own editor, or the crash screen in its place (an add-new view's rows answer for theirs).
        func checked(_ screen: PreviewScreen) -> PreviewScreen {
            guard let crash = EditPathFailure.crash(opening: screen.kind, diagnostics: diagnostics) else { return screen }
            return crashScreen(replacing: screen, crash: crash)
        }
        let field = Field(row: row, facts: facts, entity: cells.entity, returnTo: returnTo, inAddMode: inAddMode)
        switch row {
        case let row as SingleLineValueRowController:
            switch cells.editScreenKind(of: row, facts: facts) {
            case .datePicker?: return [checked(dateScreen(field, row, id: id(.datePicker)))]
            case .textField?: return [checked(textFieldScreen(field, id: id(.textField)))]
            default: return []
            }
        case is MultiLineValueRowController:
            return [checked(textViewScreen(field, id: id(.textView)))]
        case is RelationshipRowController:
            return [checked(toOneChooser(field, id: id(.toOneChooser)))]
        case let row as ToManyRelationshipRowController:
            var result: [PreviewScreen] = []
            if row.showsAddNewObject, cells.screens.linksAddNew, let addNew = row.addNewObjectDefinition.flatMap(cells.addNewView) {
                result += addNewScreens(field, view: addNew.view, report: addNew.report, id: id(.addNew))
            }
            if row.showsAddExistingObjects {
                result.append(
                    checked(addExistingChecklist(field, id: id(.addExistingChecklist), kind: .addExistingChecklist, intermediate: false)))
            }
            return result
        case is OrderedToManyRelationshipRowController:
            return [checked(addExistingChecklist(field, id: id(.orderedChooser), kind: .orderedChooser, intermediate: true))]
        default:
            return []
        }
    }

    /// A list's "+": the detail view in add mode for a new object of `entity`, titled "Add Item" with
    /// Cancel and Save (`CDLAddViewController`), and the screens of its rows.
    func addItemScreens(detailView view: DetailViewDefinition, report: FileReport, entity: String, returnTo: String) -> [PreviewScreen] {
        let object = NewObject.make(entity: entity, model: context.model)
        let placed = DiagnosticPlacement(view).place(report.diagnostics)
        let rowScreens = RowCells.RowScreens(parent: ScreenID.addItem, linksEditScreens: true, linksAddNew: true)
        let bar = PreviewNavigationBar(
            title: "Add Item", leading: PreviewBarButton(.plain, "Cancel", link: returnTo),
            trailing: PreviewBarButton(.done, "Save", link: returnTo))
        let layout = detail.layout(
            of: view, entity: entity, object: object, placed: placed, screens: rowScreens, returnTo: ScreenID.link(ScreenID.addItem),
            inAddMode: true)
        var screen = PreviewScreen(
            id: ScreenID.addItem, kind: .addItem, navigationBar: bar, sections: layout.sections,
            note: "A new \(entity): only the model's default values are set.", diagnostics: placed[.table] ?? [],
            definition: (view.name, detail.links.page(view.name, 0)))
        screen.saveNote = AbortingAction.saveNote(placed[.table] ?? [], button: "Save")
        return [screen] + layout.screens
    }

    /// A crash screen in place of `screen`: its id, key path and title, Cancel back, and no Save.
    private func crashScreen(replacing screen: PreviewScreen, crash: PreviewCrash) -> PreviewScreen {
        let bar = PreviewNavigationBar(title: screen.navigationBar.title, leading: screen.navigationBar.leading)
        var replaced = PreviewScreen(id: screen.id, kind: .crash, keyPath: screen.keyPath, navigationBar: bar, sections: [])
        replaced.crash = crash
        return replaced
    }

    // MARK: - Edit screens

    /// What every screen of one row needs.
    private struct Field {
        let row: any RowController
        let facts: RowFacts
        let entity: String?
        let returnTo: String
        let inAddMode: Bool

        var components: [String] { facts.components }
        /// The value at the row's key path in the object shown.
        var sample: PlistNode? { facts.sample }

        var keyPath: String? { row.attributeKeyPath?.value }
        /// `rowLabel`, as CDL puts it in a title: a missing one reads "(null)".
        var label: String { row.label.map(\.value).flatMap { $0.isEmpty ? nil : $0 } ?? "(null)" }

        /// "Edit ‹label›" with Cancel, and Save (Done on a list's add screen, which saves nothing yet).
        var editBar: PreviewNavigationBar {
            PreviewNavigationBar(
                title: "Edit \(label)", leading: PreviewBarButton(.plain, "Cancel", link: returnTo),
                trailing: PreviewBarButton(.done, inAddMode ? "Done" : "Save", link: returnTo))
        }
    }

    private func textFieldScreen(_ field: Field, id: String) -> PreviewScreen {
        let keyboard = RowEditScreen.keyboard(type: field.facts.type, sample: field.sample?.value)
        let value = field.sample.map { formatter.previewValue(for: $0.value, type: field.facts.type) }
        let row = PreviewRow(
            .textField(value: value, placeholder: field.row.label?.value ?? "", keyboard: keyboard), rowType: field.row.rowType)
        return PreviewScreen(
            id: id, kind: .textField, keyPath: field.keyPath, navigationBar: field.editBar,
            sections: [PreviewSection(header: nil, footer: nil, rows: [row])],
            note: keyboard == .default ? "Keyboard: default." : "Keyboard: numbers and punctuation.")
    }

    private func textViewScreen(_ field: Field, id: String) -> PreviewScreen {
        let value = field.sample.map { formatter.previewValue(for: $0.value, type: field.facts.type) } ?? PreviewValue("")
        let row = PreviewRow(.textView(value: value), rowType: field.row.rowType)
        return PreviewScreen(
            id: id, kind: .textView, keyPath: field.keyPath, navigationBar: field.editBar,
            sections: [PreviewSection(header: nil, footer: nil, rows: [row])])
    }

    private func dateScreen(_ field: Field, _ row: SingleLineValueRowController, id: String) -> PreviewScreen {
        let dateStyle = row.dateFormatterStyle?.value, timeStyle = row.timeFormatterStyle?.value
        let date: Date? =
            switch field.sample?.value {
            case .date(let date)?: date
            case .string(let text)?: formatter.parseDate(text)
            default: nil
            }
        let mode = PreviewDatePicker.mode(dateStyle: dateStyle, timeStyle: timeStyle)
        let text = date.map { formatter.previewValue(for: .date($0), type: .date, dateStyle: dateStyle, timeStyle: timeStyle) }
        let cell = PreviewRow(
            .value(label: nil, value: text ?? .placeholder("now"), style: .default, isMultiLine: false), rowType: field.row.rowType)
        return PreviewScreen(
            id: id, kind: .datePicker, keyPath: field.keyPath, navigationBar: field.editBar,
            sections: [PreviewSection(header: nil, footer: nil, rows: [cell])],
            datePicker: PreviewDatePicker(mode: mode, wheels: DatePickerWheels.wheels(for: mode, date: date, formatter: formatter)),
            note: date == nil ? "No value: the picker opens at the current date and time." : nil)
    }

    // MARK: - Choosers

    /// A Relationship row's chooser: the related entity's objects by the key path's second part, the
    /// current one checked (`CDLToOneRelationshipEditController`).
    private func toOneChooser(_ field: Field, id: String) -> PreviewScreen {
        let components = field.components
        let relationship = components.first ?? ""
        let display = Array(components.dropFirst())
        let destination = context.destination(of: relationship, from: field.entity)
        let current = field.sample.map { displayValue(of: $0, type: attributeType(display, of: destination)).text }
        let fallback = {
            detail.sampleData.objects(for: field.entity).compactMap { object -> PlistNode? in
                guard let related = object.dictionary?[relationship], related.dictionary != nil else { return nil }
                return related
            }
        }
        let list = choices(of: destination, display: display, fallbackKey: "\(field.entity ?? "").\(relationship)", fallback: fallback)
        let offered = PreviewChoices(
            list: list, chosen: current.flatMap(list.firstIndex(ofText:)), allowsMany: false, rowType: field.row.rowType)
        return chooser(field, id: id, kind: .toOneChooser, bar: field.editBar, choices: offered, entity: destination)
    }

    /// "Add Existing ‹label›" and an ordered row's "Add ‹label›": a checklist of objects to add, titled
    /// "Add ‹label›(s)", its Save disabled until one is checked (`CDLToManyRelationshipAddExistingObjectsEditController`).
    /// Ordered rows choose among the final entity's objects, past the intermediate one.
    private func addExistingChecklist(_ field: Field, id: String, kind: PreviewScreen.Kind, intermediate: Bool) -> PreviewScreen {
        let components = field.components
        let steps = intermediate ? 2 : 1
        let path = Array(components.prefix(steps))
        let display = Array(components.dropFirst(steps))
        var destination = path.isEmpty ? nil : field.entity
        for step in path { destination = context.destination(of: step, from: destination) }
        // A row without a key path (a missing-key error) has nothing to offer, but still its screen.
        let fallback = {
            path.isEmpty
                ? []
                : detail.sampleData.objects(for: field.entity).flatMap { object -> [PlistNode] in
                    let related = SampleKeyPath.objects(in: object.dictionary?[path[0]])
                    guard intermediate else { return related }
                    return path.count > 1 ? related.compactMap { $0.dictionary?[path[1]] } : []
                }
        }
        let fallbackKey = "\(field.entity ?? "").\(path.joined(separator: "."))"
        let offered = PreviewChoices(
            list: choices(of: destination, display: display, fallbackKey: fallbackKey, fallback: fallback), chosen: nil, allowsMany: true,
            rowType: field.row.rowType)
        let bar = PreviewNavigationBar(
            title: "Add \(field.label)(s)", leading: PreviewBarButton(.plain, "Cancel", link: field.returnTo),
            trailing: PreviewBarButton(.done, field.inAddMode ? "Done" : "Save", link: nil, isEnabled: false))
        return chooser(field, id: id, kind: kind, bar: bar, choices: offered, entity: destination)
    }

    private func chooser(
        _ field: Field, id: String, kind: PreviewScreen.Kind, bar: PreviewNavigationBar, choices: PreviewChoices, entity: String?
    )
        -> PreviewScreen
    {
        var screen = PreviewScreen(
            id: id, kind: kind, keyPath: field.keyPath, navigationBar: bar, sections: [],
            note: choices.list.values.isEmpty ? "No sample objects of \(entity ?? "the related entity") to choose from." : nil)
        screen.choices = choices
        return screen
    }

    /// The objects a chooser offers, sorted by the value shown (`NSSortDescriptor` on the display key):
    /// the entity's sample objects, or else the related objects the page's entity's samples hold (found
    /// by `fallback`, named by `fallbackKey`), each text once. The same on every page: made once a run.
    private func choices(of entity: String?, display: [String], fallbackKey: String, fallback: () -> [PlistNode]) -> PreviewChoiceList {
        formatter.choices("\(entity ?? "")|\(display.joined(separator: "."))|\(fallbackKey)") {
            let own = detail.sampleData.objects(for: entity)
            let type = attributeType(display, of: entity)
            var seen = Set<String>()
            var choices: [(text: PreviewValue, key: SampleSortKey)] = []
            for object in own.isEmpty ? fallback() : own {
                let node = SampleKeyPath.value(at: display, in: object)
                let text = displayValue(of: node, type: type)
                guard own.isEmpty == false || seen.insert(text.text).inserted else { continue }
                choices.append((text, SampleSortKey(node?.value)))
            }
            return choices.enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }.map(\.element.text)
        }
    }

    private func displayValue(of node: PlistNode?, type: AttributeType?) -> PreviewValue {
        guard let node else { return PreviewValue("") }
        return formatter.previewValue(for: node.value, type: type)
    }

    private func attributeType(_ display: [String], of entity: String?) -> AttributeType? {
        context.attributeType(at: display, from: entity)
    }

    // MARK: - Add New

    /// An "Add New ‹label›" row's screen: the add view for a new object of the relationship's
    /// destination, titled "Add ‹label›" with Cancel and Add, in edit mode and in add mode (its controller
    /// is a `CDLAddViewController`); its diagnostics (an `unsaveable-view`) on it; and the screens of its rows.
    private func addNewScreens(_ field: Field, view: DetailViewDefinition, report: FileReport, id: String) -> [PreviewScreen] {
        let entity = context.destination(of: field.components.first ?? "", from: field.entity) ?? report.entity?.entity
        let object = NewObject.make(entity: entity, model: context.model)
        let placed = DiagnosticPlacement(view).place(report.diagnostics)
        let rowScreens = RowCells.RowScreens(parent: id, linksEditScreens: true, linksAddNew: false)
        let bar = PreviewNavigationBar(
            title: "Add \(field.row.label?.value ?? "")", leading: PreviewBarButton(.plain, "Cancel", link: field.returnTo),
            trailing: PreviewBarButton(.done, "Add", link: field.returnTo))
        let layout = detail.layout(
            of: view, entity: entity, object: object, placed: placed, screens: rowScreens, returnTo: ScreenID.link(id), inAddMode: true)
        var screen = PreviewScreen(
            id: id, kind: .addNew, keyPath: field.keyPath, navigationBar: bar, sections: layout.sections,
            note: "A new \(entity ?? "object"): only the model's default values are set.", diagnostics: placed[.table] ?? [],
            definition: (view.name, detail.links.page(view.name, 0)))
        screen.saveNote = AbortingAction.saveNote(placed[.table] ?? [], button: "Add")
        return [screen] + layout.screens
    }
}
