import Definitions

/// The README's table of row keys, made from what the decoder knows: which row types read each key
/// (`RowKeyReading`), which need it (`RowType/label`, `RowType/attributeKeyPath`), and its type
/// (`DefinitionLevel.booleanKeys`). A test holds README.md to it, so the table cannot drift from the rules.
public enum RowKeyTable {
    /// Between `<!-- row-keys -->` and `<!-- /row-keys -->` in README.md.
    public static let startMarker = "<!-- row-keys -->"
    public static let endMarker = "<!-- /row-keys -->"

    public static var markdown: String {
        var lines = ["| row key | value | read on | needed | what it does |", "|---|---|---|---|---|"]
        for key in DefinitionKey.allCases where key.level == .row {
            let value = DefinitionLevel.row.booleanKeys.contains(key.rawValue) ? "boolean" : "string"
            lines.append("| `\(key.rawValue)` | \(value) | \(readOn(key)) | \(needed(key)) | \(meaning(key)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The row types whose controller reads the key (with "Add New" asked for), by their short names.
    private static func readOn(_ key: DefinitionKey) -> String {
        let types = RowType.allCases.filter { RowKeyReading.ignoredReason(for: key, type: $0, showsAddNew: true) == nil }
        if types.count == RowType.allCases.count { return "every row" }
        if types.isEmpty { return "none (`ignored-key`)" }
        return types.map(\.rawValue).joined(separator: ", ")
    }

    private static func needed(_ key: DefinitionKey) -> String {
        switch key {
        case .rowType: return "always"
        case .rowLabel:
            let required = RowType.allCases.filter { $0.label == .required }.map(\.rawValue)
            let optional = RowType.allCases.filter { $0.label == .optional }.map(\.rawValue)
            return "on \(required.joined(separator: ", ")) (else `missing-key`); optional on \(optional.joined(separator: ", ")); "
                + "expected elsewhere, NoLabel rows included (`missing-label`: their edit screen reads \"Edit (null)\")"
        case .attributeKeyPath:
            return "on every row but "
                + RowType.allCases.filter { $0.attributeKeyPath != .required }.map(\.rawValue).joined(separator: ", ")
        case .rowCustomControllerClass: return "on Custom"
        case .addNewObjectPropertyListFile: return "when `showAddNewObject` is YES"
        default: return "no"
        }
    }

    private static func meaning(_ key: DefinitionKey) -> String {
        switch key {
        case .rowType: "which of the ten row types the row is (`CDLTableRowType…`)"
        case .rowLabel: "the label in the cell, and the title of the row's edit screen (\"Edit ‹label›\")"
        case .attributeKeyPath:
            "the value shown, from the view's object: a key, or exactly `relationship.attribute` (`intermediate.relationship.attribute` on ordered rows)"
        case .dateFormatterStyle, .timeFormatterStyle: "`NSDateFormatter…Style` for a Date; a Date needs one of the two"
        case .rowCustomControllerClass: "the class that draws and runs a Custom row"
        case .showAddNewObject: "edit mode shows an \"Add New\" row (broken on ordered rows: `ignored-key` when YES)"
        case .showAddExistingObjects: "edit mode shows an \"Add Existing\" row (the default when neither is YES)"
        case .addNewObjectPropertyListFile: "the detail view (name without extension) that creates the new object"
        case .drillDownKeyPath: "stored by CDL, never used"
        case .relationshipEntityName, .relationshipIntermediateEntityName: "never read: CDL takes the entity from the model"
        default: ""
        }
    }
}
