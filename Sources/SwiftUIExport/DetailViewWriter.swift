import Definitions
import Diagnostics

/// A detail view as a SwiftUI `View` over its object: a `Form` with a `Section` per section, each row as
/// CDL shows it in view mode and the control it edits with in edit mode; Edit and Done in the bar (Done
/// saves, as each of CDL's edit screens does), or Cancel and Save in add mode.
struct DetailViewWriter {
    var facts: ClassFacts
    var detailViews: [String: ExportedDetailView]

    func write(
        _ view: DetailViewDefinition, as exported: ExportedDetailView, source: String, warnings: [Diagnostic]
    ) -> (text: String, customRowClasses: [String]) {
        let rows = RowCodeWriter(facts: facts, entity: exported.entity, detailViews: detailViews)
        var parts = DetailViewParts()
        var body = SwiftCode(depth: 2)
        let placed = WarningPlacement(view: view, warnings: warnings)
        // Each section in a property of its own: one result builder over a whole view's rows takes the type
        // checker (Xcode's as this one) time that grows with the view; a section each keeps every body small.
        var sections = SwiftCode(depth: 1)
        body.block("Form {") { form in
            for (sectionIndex, section) in view.sections.enumerated() {
                let name = parts.uniqueName("section\(sectionIndex + 1)")
                form.line(name)
                sections.line()
                sections.documentation(
                    section.title.map { "Section \(sectionIndex + 1): \(SwiftName.commentText($0.value))." }
                        ?? "Section \(sectionIndex + 1).")
                sections.block("private var \(name): some View {") { property in
                    let opening = section.title.map { "Section(\(SwiftName.literal($0.value))) {" } ?? "Section {"
                    property.block(opening) { code in
                        for (rowIndex, row) in section.rows.enumerated() {
                            for warning in placed.warnings(section: sectionIndex, row: rowIndex) { code.comment(warning) }
                            rows.write(row, into: &code, parts: &parts)
                        }
                    }
                }
            }
        }

        var code = SwiftCode()
        code.comment(
            "\(exported.typeName).swift: exported by cdlgen from \(SwiftName.commentText(source)). Edit freely: the export is a starting point."
        )
        for warning in placed.unplaced { code.comment(warning) }
        code.line("import CoreData")
        code.line("import SwiftUI")
        code.line()
        code.documentation("The detail view `\(SwiftName.commentText(view.name))`: one `\(exported.className)`, in view and edit mode.")
        code.block("struct \(exported.typeName): View {") { type in
            type.line("@ObservedObject var object: \(exported.className)")
            type.documentation("Add mode (CDL's add view): Cancel and Save in the bar, and switches start off.")
            type.line("var isAdding: Bool")
            type.documentation("Run when add mode's Save has validated the object, before the context is saved.")
            type.line("var onSave: (\(exported.className)) -> Void")
            type.line("@Environment(\\.managedObjectContext) private var context")
            type.line("@Environment(\\.dismiss) private var dismiss")
            for className in parts.customRowClasses {
                let member = CustomRowNames.member(of: className)
                type.line("@Environment(\\.\(member)) private var \(member)")
            }
            type.line("@State private var editMode: EditMode = .inactive")
            type.line("@State private var saveError: String?")
            for state in parts.states { type.line(state) }
            type.line()
            type.block(
                "init(object: \(exported.className), isAdding: Bool = false, onSave: @escaping (\(exported.className)) -> Void = { _ in }) {"
            ) {
                $0.line("_object = ObservedObject(wrappedValue: object)")
                $0.line("self.isAdding = isAdding")
                $0.line("self.onSave = onSave")
            }
            type.line()
            type.line("private var isEditing: Bool { isAdding || editMode.isEditing }")
            type.line()
            type.block("var body: some View {") { code in
                code.append(body)
                code.line(".environment(\\.editMode, $editMode)")
                // CDL's add view is modal: it closes by Cancel or Save, never by a swipe that would leave the new
                // object in the context unsaved.
                code.line(".interactiveDismissDisabled(isAdding)")
                code.block(".toolbar {") { bar in
                    bar.block("ToolbarItem(placement: .cancellationAction) {") {
                        $0.block("if isAdding {") { $0.line("Button(\"Cancel\", action: cancel)") }
                    }
                    bar.block("ToolbarItem(placement: .confirmationAction) {") {
                        $0.blocks(
                            "if isAdding {", { $0.line("Button(\"Save\", action: saveNewObject)") },
                            ("} else {", { $0.line("Button(editMode.isEditing ? \"Done\" : \"Edit\", action: toggleEditing)") }))
                    }
                }
                code.blocks(
                    ".alert(\"Validation Error\", isPresented: Binding(presenting: $saveError)) {", { $0.line("Button(\"OK\") {}") },
                    ("} message: {", { $0.line("Text(saveError ?? \"\")") }))
                if !parts.addModeStatements.isEmpty {
                    code.block(".onAppear {") { appear in
                        appear.block("if isAdding {") { for statement in parts.addModeStatements { $0.line(statement) } }
                    }
                }
            }
            type.append(sections)
            for member in parts.members {
                type.line()
                for line in member { type.line(line) }
            }
            type.line()
            writeActions(into: &type)
        }
        return (code.text, parts.customRowClasses)
    }

    /// What the bar's buttons do, as CDL's controllers do it.
    private func writeActions(into type: inout SwiftCode) {
        type.documentation("Done saves what was edited (each of CDL's edit screens validates and saves on its Save).")
        type.block("private func toggleEditing() {") { code in
            code.block("if editMode.isEditing, !save() {") { $0.line("return") }
            code.line("editMode = editMode.isEditing ? .inactive : .active")
        }
        type.line()
        type.documentation("Validates the object and saves the context; shows CDL's \"Validation Error\" when either fails.")
        type.line("@discardableResult")
        type.block("private func save() -> Bool {") { code in
            code.blocks(
                "do {",
                { code in
                    code.line("try object.validateForUpdate()")
                    code.line("try context.save()")
                    code.line("return true")
                },
                (
                    "} catch {",
                    { code in
                        code.line("saveError = error.localizedDescription")
                        code.line("return false")
                    }
                ))
        }
        type.line()
        type.documentation("Add mode's Save: validated before anything links it (as CDL's add views do), then saved.")
        type.block("private func saveNewObject() {") { code in
            code.blocks(
                "do {",
                { code in
                    code.line("try object.validateForUpdate()")
                    code.line("onSave(object)")
                    code.line("try context.save()")
                    code.line("dismiss()")
                }, ("} catch {", { $0.line("saveError = error.localizedDescription") }))
        }
        type.line()
        type.documentation("Add mode's Cancel: the new object is deleted.")
        type.block("private func cancel() {") { code in
            code.line("context.delete(object)")
            code.line("dismiss()")
        }
        type.line()
        type.documentation("Removes objects from a to-many relationship and saves, as CDL does: they stay in the store.")
        type.block("private func unlink(_ related: [NSManagedObject], from key: String, ordered: Bool) {") { code in
            code.block("for item in related {") { code in
                code.blocks(
                    "if ordered {", { $0.line("object.mutableOrderedSetValue(forKey: key).remove(item)") },
                    ("} else {", { $0.line("object.mutableSetValue(forKey: key).remove(item)") }))
            }
            code.line("save()")
        }
    }
}
