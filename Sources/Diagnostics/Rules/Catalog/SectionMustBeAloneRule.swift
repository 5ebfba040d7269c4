import Definitions
import PlistLoader

extension DiagnosticCode {
    public static let sectionMustBeAlone = Self("section-must-be-alone")
}

extension RuleDescription {
    static let sectionMustBeAlone = RuleDescription(
        readmeOrder: 130, code: .sectionMustBeAlone, severity: .error,
        checkedBy: ["DefinitionDecoder.decodeSection"],
        summary: "A to-many or ordered to-many row shares its section with other rows.",
        action: "Opening the view: CDL raises for the to-many section.",
        explanation: """
            A to-many row expands into one table row per related object, plus the Add rows in edit mode; \
            CDL gives it a section of its own. Move the other rows to another section. The diagnostic points \
            at the to-many row's rowType.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .nameRow,
                .dict(["rowType": "↓CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name"]))),
        nonTriggeringExamples: RuleExample.all(
            .array([
                .dict(["sectionTitle": "Event", "rowInformation": .array([.nameRow])]),
                .dict([
                    "sectionTitle": "Widgets",
                    "rowInformation": .array([
                        .dict(["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name"])
                    ]),
                ]),
            ])))
}

extension Diagnostic {
    package static func sectionMustBeAlone(_ type: RowType, rowCount: Int, at location: SourceLocation, section: SourceLocation)
        -> Diagnostic
    {
        let others = rowCount - 1 == 1 ? "1 other row" : "\(rowCount - 1) other rows"
        return Diagnostic(
            .sectionMustBeAlone,
            "a \(type.rawValue) row must be the only row of its section, but this one shares it with \(others)",
            at: location, notes: [DiagnosticNote("the section starts here", at: section)])
    }
}
