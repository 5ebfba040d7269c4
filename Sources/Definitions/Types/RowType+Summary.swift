extension RowType {
    /// What editors show about the row type: the schema's `enumDescriptions` entry, word for word (a test
    /// compares them). In Swift because the language server runs without the schema file.
    public var summary: String {
        switch self {
        case .singleLineValueNoLabel:
            "The value alone (UIKit's Default cell style). attributeKeyPath: a key. rowLabel only titles the edit screen."
        case .singleLineValueLargeLabel:
            "Label left, value right, as in Settings (Value1). Needs rowLabel and attributeKeyPath."
        case .singleLineValueSmallLabel:
            "Small label in a narrow left column, value beside it, as in Contacts (Value2). Needs rowLabel and attributeKeyPath."
        case .multiLineValueNoLabel:
            "Text that grows to fit. attributeKeyPath: a key, not a path. rowLabel only titles the edit screen."
        case .multiLineValueSmallLabel: "Small label, text that grows to fit. attributeKeyPath: a key, not a path."
        case .booleanSwitch: "Label and a switch bound to a Boolean attribute."
        case .relationship: "An attribute of a to-one related object: attributeKeyPath relationship.attribute."
        case .toManyRelationship:
            "One row per related object, Add rows in edit mode: relationship.attribute. Must be alone in its section."
        case .toManyOrderedRelationship:
            "Related objects in the intermediate entity's order, with reorder handles: intermediate.relationship.attribute. "
                + "Must be alone in its section."
        case .custom: "Drawn by rowCustomControllerClass; rowLabel and attributeKeyPath are optional."
        }
    }
}
