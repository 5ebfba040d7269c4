import Definitions
import Diagnostics
import PlistLoader

/// Decodes one row dictionary into the row controller of its type, checking every row rule of README, "Definitions".
struct RowDecoder {
    let reader: DefinitionDictionary
    let customRows: CustomRowControllerRegistry

    private var collector: DiagnosticCollector { reader.collector }

    /// The row type (with the position of its value) when it is known, and the controller when the row
    /// is sound enough to make one.
    func decode() -> (type: Located<RowType>?, row: (any RowController)?) {
        guard let type = rowType() else {
            reader.checkKeys()
            return (nil, nil)
        }
        let custom =
            type.value == .custom ? reader.string(.rowCustomControllerClass).flatMap { customRows.entry(forClass: $0.value) } : nil
        // Read once: a value that is not a boolean is reported once.
        let showsAddNew = type.value.isToMany ? reader.bool(.showAddNewObject)?.value : nil
        reader.checkKeys(additionalKeys: custom?.additionalKeys ?? []) {
            RowKeyReading.ignoredReason(for: $0, type: type.value, showsAddNew: showsAddNew)
        }
        return (type, makeController(type.value, showsAddNew: showsAddNew))
    }

    private func rowType() -> Located<RowType>? {
        guard let node = reader.requiredStringNode(.rowType, because: "it says which of the ten row types the row is") else { return nil }
        let position = reader.position(of: node)
        let named = reader.tape.withUTF8(at: node) { RowType.named(utf8: $0) }
        if let (type, isLegacy) = named {
            if isLegacy {
                collector.add(.legacyRowType(reader.tape.string(at: node), current: type.name, at: collector.location(position)))
            }
            return Located(type, at: position)
        }
        let name = reader.tape.string(at: node)
        let names = RowType.allCases.map(\.name)
        let suggestion =
            DidYouMean.suggestion(for: name, among: names)
            ?? DidYouMean.name(for: name, among: RowType.allCases.map(\.rawValue)).map { RowType.prefix + $0 }
        collector.add(.unknownRowType(name, suggestion: suggestion, at: collector.location(position)))
        return nil
    }

    private func makeController(_ type: RowType, showsAddNew: Bool?) -> (any RowController)? {
        let label: Located<String>? =
            switch type.label {
            case .required: reader.requiredString(.rowLabel, because: "CDL raises without the label of a \(type.rawValue) row")
            case .expected: expectedLabel(for: type)
            case .optional: reader.string(.rowLabel)
            }
        let keyPath = attributeKeyPath(for: type)
        let position = reader.position
        switch type {
        case .singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel:
            var unreadable = false
            var styleKeys: [(key: String, position: SourcePosition)] = []
            let dateStyle = reader.formatterStyle(.dateFormatterStyle, unreadable: &unreadable, keys: &styleKeys)
            let timeStyle = reader.formatterStyle(.timeFormatterStyle, unreadable: &unreadable, keys: &styleKeys)
            return SingleLineValueRowController(
                rowType: type, label: label, attributeKeyPath: keyPath, dateFormatterStyle: dateStyle, timeFormatterStyle: timeStyle,
                hasUnreadableStyle: unreadable, styleKeyPositions: styleKeys, position: position)
        case .multiLineValueNoLabel, .multiLineValueSmallLabel:
            return MultiLineValueRowController(rowType: type, label: label, attributeKeyPath: keyPath, position: position)
        case .booleanSwitch:
            return BooleanSwitchRowController(label: label, attributeKeyPath: keyPath, position: position)
        case .relationship:
            return RelationshipRowController(
                label: label, attributeKeyPath: keyPath,
                dateFormatterStyle: reader.formatterStyle(.dateFormatterStyle),
                timeFormatterStyle: reader.formatterStyle(.timeFormatterStyle), position: position)
        case .toManyRelationship, .toManyOrderedRelationship:
            return makeToManyController(type, label: label, keyPath: keyPath, showsAddNew: showsAddNew)
        case .custom:
            return makeCustomController(label: label, keyPath: keyPath)
        }
    }

    private func attributeKeyPath(for type: RowType) -> Located<String>? {
        let reason = type == .custom ? nil : "it names the value the row shows"
        guard let path = reader.keyPath(.attributeKeyPath, required: reason) else { return nil }
        let at = collector.location(path.position)
        // Counted, not split: this runs for every row. (`keyPath` has checked the path's form.)
        let components = KeyPathSyntax.componentCount(path.value) ?? 1
        if type.requiresPlainKey && components > 1 {
            collector.add(.keyNotPath(path.value, type: type, at: at))
        } else if let exact = type.relationshipKeyPathComponents, components != exact {
            collector.add(.relationshipKeyPath(path.value, type: type, at: at))
        }
        return path
    }

    /// The label of a row that shows one: without it CDL shows an empty label and titles the edit screen
    /// "Edit (null)" (`missing-label`, at the row's opening, or at the empty value).
    private func expectedLabel(for type: RowType) -> Located<String>? {
        if let label = reader.string(.rowLabel) { return label }
        var at = reader.position
        if let value = reader[.rowLabel] {
            guard reader.tape.kind(at: value) == .string else { return nil }  // A wrong type is reported as such.
            at = reader.position(of: value)
        }
        collector.add(.missingLabel(type: type, at: collector.location(at)))
        return nil
    }

    private func makeToManyController(_ type: RowType, label: Located<String>?, keyPath: Located<String>?, showsAddNew: Bool?)
        -> any RowController
    {
        let showsAddExisting = reader.bool(.showAddExistingObjects)?.value
        let addNewDefinition =
            showsAddNew == true
            ? reader.requiredString(
                .addNewObjectPropertyListFile,
                because: "'showAddNewObject' is YES, and the \"Add New\" row needs the definition of the new object")
            : reader.string(.addNewObjectPropertyListFile)
        // As CDL: unless one flag is YES, edit mode offers to add existing objects only.
        let addExisting = showsAddExisting == true || showsAddNew != true
        if type == .toManyOrderedRelationship {
            return OrderedToManyRelationshipRowController(
                label: label, attributeKeyPath: keyPath, showsAddNewObject: showsAddNew ?? false,
                showsAddExistingObjects: addExisting, addNewObjectDefinition: addNewDefinition,
                position: reader.position)
        }
        return ToManyRelationshipRowController(
            label: label, attributeKeyPath: keyPath, showsAddNewObject: showsAddNew ?? false,
            showsAddExistingObjects: addExisting, addNewObjectDefinition: addNewDefinition, position: reader.position)
    }

    private func makeCustomController(label: Located<String>?, keyPath: Located<String>?) -> (any RowController)? {
        // Custom rows take the date styles (their class may read them), so the names are checked as on other rows.
        _ = reader.formatterStyle(.dateFormatterStyle)
        _ = reader.formatterStyle(.timeFormatterStyle)
        guard let controllerClass = reader.className(.rowCustomControllerClass, required: "a Custom row is drawn by that class") else {
            return nil
        }
        let row = CustomRowController(
            label: label, attributeKeyPath: keyPath, controllerClass: controllerClass,
            properties: reader.tape.node(at: reader.node, vocabulary: DefinitionVocabulary.strings).dictionary ?? PlistDictionary(),
            position: reader.position)
        guard let entry = customRows.entry(forClass: controllerClass.value) else { return row }
        var diagnostics = CustomRowDiagnostics(file: collector.file)
        let controller = entry.make(row, &diagnostics)
        collector.add(contentsOf: diagnostics.diagnostics)
        return controller
    }
}
