import CoreDataModel

extension RuleDescription {
    static let notARelationship = RuleDescription(
        code: .notARelationship, severity: .error,
        checkedBy: ["KeyPathChecker.follow"],
        summary: "A key path goes on past an attribute.",
        action: "Opening the view: the key path goes on past an attribute.",
        explanation: """
            Every component of a key path but the last must be a relationship: 'type.name' reads the name of \
            the related type. An attribute has no properties to read further ('name.first'). Use the \
            relationship that leads to the object, or the attribute alone.
            """,
        triggeringExamples: RuleExample.withModel(.detailView(.row("Relationship", "Type", "↓name.first"))),
        nonTriggeringExamples: RuleExample.withModel(.detailView(.row("Relationship", "Type", "type.name"))))
}
