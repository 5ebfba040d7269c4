import CoreDataModel
import Definitions
import PlistLoader

extension DiagnosticCode {
    public static let keyNotPath = Self("key-not-path")
}

extension RuleDescription {
    static let keyNotPath = RuleDescription(
        readmeOrder: 140, code: .keyNotPath, severity: .error,
        checkedBy: ["RowDecoder.attributeKeyPath"],
        summary: "A single-line, multi-line or BooleanSwitch row's attributeKeyPath is a key path.",
        action: "Opening the view: CDL raises for the dotted key path.",
        explanation: """
            These rows edit a value of the detail view's object itself: CDL raises ("does not handle \
            keyPaths") when their attributeKeyPath has a dot. To show a value of a related object, use a \
            Relationship row ('type.name').
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .dict(["rowType": "CDLTableRowTypeMultiLineValueSmallLabel", "rowLabel": "Type", "attributeKeyPath": "↓type.details"])))
            + RuleExample.all(
                .detailView(
                    .dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Type", "attributeKeyPath": "↓type.name"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "↓type.isPublic"]))),
        nonTriggeringExamples: RuleExample.all(
            .detailView(
                .dict(["rowType": "CDLTableRowTypeMultiLineValueSmallLabel", "rowLabel": "Details", "attributeKeyPath": "details"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "type.name"]))))
}

extension Diagnostic {
    package static func keyNotPath(_ keyPath: String, type: RowType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .keyNotPath,
            "a \(type.rawValue) row binds to a key of the object itself, not a key path like '\(keyPath)': CDL raises on a key path",
            at: location)
    }
}
