import CoreDataModel
import Definitions
import PlistLoader

extension DiagnosticCode {
    public static let relationshipKeyPath = Self("relationship-key-path")
}

extension RuleDescription {
    static let relationshipKeyPath = RuleDescription(
        readmeOrder: 150, code: .relationshipKeyPath, severity: .error,
        checkedBy: ["RowDecoder.attributeKeyPath"],
        summary: "A relationship row's key path has not exactly the components CDL requires.",
        action: "Opening the view: CDL raises for the number of components.",
        explanation: """
            Relationship and ToManyRelationship rows show an attribute of the related objects: exactly \
            'relationship.attribute'. ToManyOrderedRelationship rows go through the intermediate entity: \
            exactly 'intermediate.relationship.attribute'. CDL raises on any other number of keys.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "↓type"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Owner", "attributeKeyPath": "↓type.owner.name"])))
            + RuleExample.all(
                .detailView(
                    .dict(["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "↓widgets.type.name"]))
            )
            + RuleExample.all(
                .detailView(
                    .dict(["rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step", "attributeKeyPath": "↓steps.name"]))),
        nonTriggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "type.name"])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step",
                        "attributeKeyPath": "processSteps.step.name",
                    ]))))
}

extension Diagnostic {
    package static func relationshipKeyPath(_ keyPath: String, type: RowType, at location: SourceLocation) -> Diagnostic {
        let shape = type == .toManyOrderedRelationship ? "'intermediate.relationship.attribute'" : "'relationship.attribute'"
        let count = type.relationshipKeyPathComponents == 3 ? "three" : "two"
        return Diagnostic(
            .relationshipKeyPath,
            "a \(type.rawValue) row needs a key path of exactly \(count) keys, \(shape), not '\(keyPath)': CDL raises on any other",
            at: location)
    }
}
