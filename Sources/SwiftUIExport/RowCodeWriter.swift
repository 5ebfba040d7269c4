import Definitions

/// The SwiftUI code of one definition row inside its section: what CDL shows in view mode and the control
/// it edits with in edit mode (README, "Definitions"; docs/EXPORT.md says what maps to what).
struct RowCodeWriter {
    var facts: ClassFacts
    /// The entity of the detail view's object.
    var entity: String
    /// The exported views by definition name, for "Add New" rows.
    var detailViews: [String: ExportedDetailView]

    private var keyPaths: KeyPathExpression { KeyPathExpression(facts: facts) }

    /// Writes the row's code; returns how it shows while edited, for the preview.
    @discardableResult
    func write(_ row: any RowController, into code: inout SwiftCode, parts: inout DetailViewParts) -> SwiftUIRowPlan {
        switch row {
        case let row as SingleLineValueRowController: return singleLine(row, into: &code)
        case let row as MultiLineValueRowController: return multiLine(row, into: &code)
        case let row as BooleanSwitchRowController: return booleanSwitch(row, into: &code, parts: &parts)
        case let row as RelationshipRowController: return relationship(row, into: &code)
        case let row as ToManyRelationshipRowController: return toMany(row, into: &code, parts: &parts)
        case let row as OrderedToManyRelationshipRowController: return orderedToMany(row, into: &code, parts: &parts)
        case let row as CustomRowController: return custom(row, into: &code, parts: &parts)
        default:
            code.comment("\(row.rowType.rawValue) row drawn by a controller registered with cdlgen: not exported.")
            return .notExported
        }
    }

    // MARK: - Rows of the object's own attributes

    private func singleLine(_ row: SingleLineValueRowController, into code: inout SwiftCode) -> SwiftUIRowPlan {
        let key = row.attributeKeyPath?.value ?? ""
        guard let type = facts.type(of: key, in: entity), !type.isRelationship else { return unknownKey(row, into: &code) }
        let label = SwiftName.literal(row.label?.value ?? "")
        let access = "object.\(SwiftName.property(key))"
        let binding = "$object.\(SwiftName.property(key))"
        let shown =
            if case .date = type {
                "\(access).map { $0.formatted(\(DateStyles.formatArguments(date: row.dateFormatterStyle?.value, time: row.timeFormatterStyle?.value))) } ?? \"\""
            } else {
                type.text(of: access)
            }
        let cell = "CellText(\(cellStyle(row.rowType)), label: \(label), value: \(shown))"
        header(row, type: type, into: &code)
        guard let (editor, kind) = singleLineEditor(row, type: type, label: label, binding: binding, into: &code) else {
            code.comment("CDL has no edit screen for this type (it pushes nil); the export shows the value only.")
            code.line(cell)
            return .value(editor: nil)
        }
        code.blocks("if isEditing {", { $0.line(editor) }, ("} else {", { $0.line(cell) }))
        return .value(editor: kind)
    }

    /// The control a single-line row edits its value with, by the property's type; nil when there is none.
    private func singleLineEditor(
        _ row: SingleLineValueRowController, type: SwiftPropertyType, label: String, binding: String, into code: inout SwiftCode
    ) -> (code: String, kind: SwiftUIEditor)? {
        let numberNote = "CDL's text screen writes a number back as a string, which Core Data refuses; this field edits the number."
        switch type {
        case .string:
            return ("TextField(\(label), text: Binding(\(binding), replacingNilWith: \"\"))", .textField)
        case .date:
            let components = DateStyles.pickerComponents(date: row.dateFormatterStyle?.value, time: row.timeFormatterStyle?.value)
            return (
                "DatePicker(\(label), selection: Binding(\(binding), replacingNilWith: Date()), displayedComponents: \(components))",
                .datePicker
            )
        case .scalar("Bool"):
            return ("Toggle(\(label), isOn: \(binding))", .toggle)
        case .scalar:
            code.comment(numberNote)
            return ("TextField(\(label), value: \(binding), format: .number)", .numberField)
        case .number(.boolean):
            return ("Toggle(\(label), isOn: Binding(boolOf: \(binding)))", .toggle)
        case .number(.double), .number(.float):
            code.comment(numberNote)
            return ("TextField(\(label), value: Binding(doubleOf: \(binding)), format: .number)", .numberField)
        case .number:
            code.comment(numberNote)
            return ("TextField(\(label), value: Binding(integerOf: \(binding)), format: .number)", .numberField)
        case .decimal:
            code.comment(numberNote)
            return ("TextField(\(label), value: Binding(decimalOf: \(binding)), format: .number)", .numberField)
        case .other, .toOne, .toMany:
            return nil
        }
    }

    private func multiLine(_ row: MultiLineValueRowController, into code: inout SwiftCode) -> SwiftUIRowPlan {
        let key = row.attributeKeyPath?.value ?? ""
        guard let type = facts.type(of: key, in: entity), !type.isRelationship else { return unknownKey(row, into: &code) }
        let label = SwiftName.literal(row.label?.value ?? "")
        let property = SwiftName.property(key)
        let cell = "CellText(\(cellStyle(row.rowType)), label: \(label), value: \(type.text(of: "object.\(property)")), isMultiLine: true)"
        header(row, type: type, into: &code)
        guard case .string = type else {
            code.comment("CDL edits only text in a text view; the export shows the value only.")
            code.line(cell)
            return .value(editor: nil)
        }
        code.blocks(
            "if isEditing {", { $0.line("TextEditor(text: Binding($object.\(property), replacingNilWith: \"\"))") },
            ("} else {", { $0.line(cell) }))
        return .value(editor: .textEditor)
    }

    private func booleanSwitch(_ row: BooleanSwitchRowController, into code: inout SwiftCode, parts: inout DetailViewParts)
        -> SwiftUIRowPlan
    {
        let key = row.attributeKeyPath?.value ?? ""
        guard let type = facts.type(of: key, in: entity), !type.isRelationship else { return unknownKey(row, into: &code) }
        let property = SwiftName.property(key)
        let binding: String
        let off: String
        switch type {
        case .scalar("Bool"): (binding, off) = ("$object.\(property)", "false")
        case .scalar("Double"), .scalar("Float"):
            header(row, type: type, into: &code)
            code.comment("CDL writes 0 or 1 into this \(type.declaration) property; not exported.")
            return .notExported
        case .scalar: (binding, off) = ("Binding(nonZeroOf: $object.\(property))", "0")
        case .number: (binding, off) = ("Binding(boolOf: $object.\(property))", "NSNumber(value: false)")
        default:
            header(row, type: type, into: &code)
            code.comment("CDL writes a number into this \(type.declaration) property, which Core Data refuses; not exported.")
            return .notExported
        }
        header(row, type: type, into: &code)
        code.line("Toggle(\(SwiftName.literal(row.label?.value ?? "")), isOn: \(binding))")
        // CDL's switch answers only in edit mode (CDLBooleanTableRowController.m:107).
        code.line("    .disabled(!isEditing)")
        // And an add view sets it to NO as it opens (`setInAddMode:`).
        parts.addModeStatements.append("object.\(property) = \(off)")
        return .toggle
    }

    // MARK: - Relationships

    private func relationship(_ row: RelationshipRowController, into code: inout SwiftCode) -> SwiftUIRowPlan {
        let components = row.keyPathComponents
        guard components.count == 2, case .toOne(let className)? = facts.type(of: components[0], in: entity),
            let destination = facts.destination(of: components[0], in: entity),
            let text = keyPaths.text(from: "$0", components: [components[1]], entity: destination)
        else { return unknownKey(row, into: &code) }
        let label = row.label?.value ?? ""
        let property = SwiftName.property(components[0])
        let cell = "CellText(.largeLabel, label: \(SwiftName.literal(label)), value: object.\(property).map { \(text) } ?? \"\")"
        header(row, type: .toOne(className: className), into: &code)
        code.blocks(
            "if isEditing {",
            { code in
                code.blocks(
                    "NavigationLink {",
                    { code in
                        code.line("ObjectChooser(title: \(SwiftName.literal("Edit \(label)")), selection: $object.\(property)) { \(text) }")
                    }, ("} label: {", { $0.line(cell) }))
            }, ("} else {", { $0.line(cell) }))
        return .value(editor: .chooser(title: "Edit \(label)"))
    }

    private func toMany(_ row: ToManyRelationshipRowController, into code: inout SwiftCode, parts: inout DetailViewParts)
        -> SwiftUIRowPlan
    {
        let components = row.keyPathComponents
        guard components.count == 2, case .toMany(let className, let isOrdered)? = facts.type(of: components[0], in: entity),
            let destination = facts.destination(of: components[0], in: entity),
            let text = keyPaths.text(from: "$0", components: [components[1]], entity: destination),
            let shown = keyPaths.text(from: "related", components: [components[1]], entity: destination)
        else { return unknownKey(row, into: &code) }
        let key = components[0]
        let label = row.label?.value ?? ""
        let objects = parts.uniqueName(SwiftName.member(key) + "Objects")
        parts.members.append([
            "/// The objects of `\(SwiftName.commentText(key))`, sorted as CDL sorts them: by the text shown.",
            "private var \(objects): [\(className)] {",
            "    let text: (\(className)) -> String = { \(text) }",
            "    return (object.\(SwiftName.property(key))?.compactMap { $0 as? \(className) } ?? []).sorted { text($0) < text($1) }",
            "}",
        ])
        header(row, type: .toMany(className: className, isOrdered: isOrdered), into: &code)
        code.block("ForEach(\(objects), id: \\.objectID) { related in") { $0.line("Text(\(shown))") }
        // CDL unlinks a deleted row's object and saves; the object stays in the store.
        code.line(".onDelete { offsets in unlink(offsets.map { \(objects)[$0] }, from: \(SwiftName.literal(key)), ordered: \(isOrdered)) }")
        let addNew = row.showsAddNewObject ? row.addNewObjectDefinition.flatMap { detailViews[$0.value] } : nil
        let showsAddExisting = row.showsAddExistingObjects || !row.showsAddNewObject
        var addRows: [String] = []
        if addNew != nil { addRows.append("Add New \(label)") }
        if showsAddExisting { addRows.append("Add Existing \(label)") }
        code.block("if isEditing {") { code in
            if let addNew {
                let created = parts.uniqueName("new" + SwiftName.type(key).filter { $0 != "`" }.capitalizedFirst)
                parts.states.append("@State private var \(created): \(addNew.className)?")
                code.line("Button(\(SwiftName.literal("Add New \(label)"))) { \(created) = \(addNew.className)(context: context) }")
                code.line("    .sheet(isPresented: Binding(presenting: $\(created))) {")
                code.line("        if let created = \(created) {")
                code.line("            NavigationStack {")
                code.line("                \(addNew.typeName)(object: created, isAdding: true) { saved in")
                code.line("                    \(mutableSet(key, ordered: isOrdered)).add(saved)")
                code.line("                    save()")
                code.line("                }")
                code.line("                .navigationTitle(\(SwiftName.literal("Add \(label)")))")
                code.line("            }")
                code.line("        }")
                code.line("    }")
            } else if row.showsAddNewObject {
                code.comment(
                    "Add New \(SwiftName.commentText(label)): its view (\(SwiftName.commentText(row.addNewObjectDefinition?.value ?? "none"))) is not exported."
                )
            }
            if showsAddExisting {
                // CDL's checklist, titled "Add ‹label›(s)": Save adds each one checked, then validates and saves.
                code.block("NavigationLink(\(SwiftName.literal("Add Existing \(label)"))) {") { code in
                    code.line(
                        "AddExistingChooser<\(className)>(title: \(SwiftName.literal("Add \(label)(s)")), text: { \(text) }) { chosen in")
                    code.line("    let related = \(mutableSet(key, ordered: isOrdered))")
                    code.line("    for each in chosen { related.add(each) }")
                    code.line("    save()")
                    code.line("}")
                }
            }
        }
        return .relatedObjects(addRows: addRows, reorders: false)
    }

    private func orderedToMany(
        _ row: OrderedToManyRelationshipRowController, into code: inout SwiftCode, parts: inout DetailViewParts
    ) -> SwiftUIRowPlan {
        let components = row.keyPathComponents
        guard components.count == 3,
            case .toMany(let linkClass, let isOrdered)? = facts.type(of: components[0], in: entity),
            let intermediate = facts.destination(of: components[0], in: entity),
            case .toOne(let finalClass)? = facts.type(of: components[1], in: intermediate),
            let order = facts.type(of: "order", in: intermediate),
            let text = keyPaths.text(
                from: "$0", components: [components[2]], entity: facts.destination(of: components[1], in: intermediate) ?? ""),
            let shown = keyPaths.text(from: "link", components: Array(components.dropFirst()), entity: intermediate),
            let orderCode = OrderCode(order)
        else { return unknownKey(row, into: &code) }
        let key = components[0]
        let linkKey = SwiftName.property(components[1])
        let label = row.label?.value ?? ""
        let links = parts.uniqueName(SwiftName.member(key) + "Links")
        parts.members.append([
            "/// The objects of `\(SwiftName.commentText(key))`, in the order of their `order`, as CDL shows them.",
            "private var \(links): [\(linkClass)] {",
            "    (object.\(SwiftName.property(key))?.compactMap { $0 as? \(linkClass) } ?? []).sorted { \(orderCode.less) }",
            "}",
        ])
        header(row, type: .toMany(className: linkClass, isOrdered: isOrdered), into: &code)
        code.block("ForEach(\(links), id: \\.objectID) { link in") { $0.line("Text(\(shown))") }
        code.line(".onDelete { offsets in unlink(offsets.map { \(links)[$0] }, from: \(SwiftName.literal(key)), ordered: \(isOrdered)) }")
        // CDL renumbers `order` from 0 after every move.
        code.block(".onMove { offsets, destination in") { code in
            code.line("var reordered = \(links)")
            code.line("reordered.move(fromOffsets: offsets, toOffset: destination)")
            code.line("for (index, link) in reordered.enumerated() { link.order = \(orderCode.value("index")) }")
            code.line("save()")
        }
        code.block("if isEditing {") { code in
            // CDL's checklist, titled "Add ‹label›(s)": each one checked gets a new link holding the next `order`
            // and its two links, nothing else; then it validates and saves.
            code.block("NavigationLink(\(SwiftName.literal("Add \(label)"))) {") { code in
                code.line(
                    "AddExistingChooser<\(finalClass)>(title: \(SwiftName.literal("Add \(label)(s)")), text: { \(text) }) { chosen in")
                code.line("    var order = \(links).count")
                code.line("    for each in chosen {")
                code.line("        let link = \(linkClass)(context: context)")
                code.line("        link.order = \(orderCode.value("order"))")
                code.line("        link.\(linkKey) = each")
                code.line("        \(mutableSet(key, ordered: isOrdered)).add(link)")
                code.line("        order += 1")
                code.line("    }")
                code.line("    save()")
                code.line("}")
            }
        }
        if row.showsAddNewObject {
            code.comment("CDL's \"Add New\" row of an ordered relationship adds the new object where the link belongs: not exported.")
        }
        return .relatedObjects(addRows: ["Add \(label)"], reorders: true)
    }

    private func custom(_ row: CustomRowController, into code: inout SwiftCode, parts: inout DetailViewParts) -> SwiftUIRowPlan {
        let className = row.controllerClass.value
        if !parts.customRowClasses.contains(className) { parts.customRowClasses.append(className) }
        code.comment("Custom row: the app's view in place of \(SwiftName.commentText(className)) (CDLExportSupport.swift).")
        let label = row.label.map { SwiftName.literal($0.value) } ?? "nil"
        code.line("\(CustomRowNames.member(of: className)).draw(object, \(label))")
        return .custom(className: className)
    }

    // MARK: - Pieces

    /// A comment naming the row: its label, type and key path, and the property's Swift type.
    private func header(_ row: any RowController, type: SwiftPropertyType, into code: inout SwiftCode) {
        let label = row.label.map { "\($0.value): " } ?? ""
        code.comment(SwiftName.commentText("\(label)\(row.rowType.rawValue), \(row.attributeKeyPath?.value ?? "") (\(type.declaration))"))
    }

    private func unknownKey(_ row: any RowController, into code: inout SwiftCode) -> SwiftUIRowPlan {
        code.comment(
            SwiftName.commentText(
                "\(row.rowType.rawValue) row of \(row.attributeKeyPath?.value ?? "no key path"): the model does not give its types; not exported."
            ))
        return .notExported
    }

    private func cellStyle(_ type: RowType) -> String {
        switch type.cellStyle {
        case .value1: ".largeLabel"
        case .value2: ".smallLabel"
        case .default, .custom: ".noLabel"
        }
    }

    /// The related objects of `key` as a set to add to and remove from (what CDL's `add…Object:` does).
    private func mutableSet(_ key: String, ordered: Bool) -> String {
        ordered
            ? "object.mutableOrderedSetValue(forKey: \(SwiftName.literal(key)))"
            : "object.mutableSetValue(forKey: \(SwiftName.literal(key)))"
    }
}

/// Reading and writing an intermediate's `order`, by its type.
private struct OrderCode {
    var less: String
    var value: (String) -> String

    init?(_ type: SwiftPropertyType) {
        switch type {
        case .scalar(let name) where name != "Bool":
            less = "$0.order < $1.order"
            value = { "\(name)(\($0))" }
        case .number:
            less = "($0.order?.int64Value ?? 0) < ($1.order?.int64Value ?? 0)"
            value = { "NSNumber(value: \($0))" }
        default:
            return nil
        }
    }
}

extension String {
    /// The string with its first letter uppercased (`tags` → `Tags`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
