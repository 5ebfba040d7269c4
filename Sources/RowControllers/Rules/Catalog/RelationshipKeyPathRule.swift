extension RuleDescription {
    static let relationshipKeyPath = RuleDescription(
        code: .relationshipKeyPath, severity: .error,
        summary: "A relationship row's key path has too few components.",
        explanation: """
            Relationship and ToManyRelationship rows show an attribute of the related objects: \
            'relationship.attribute'. ToManyOrderedRelationship rows go through the intermediate entity: \
            'intermediate.relationship.attribute'.
            """,
        triggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "↓type"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step", "attributeKeyPath": "↓steps.name"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "type.name"])))
            + RuleExample.all(.detailView(.dict(["rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step", "attributeKeyPath": "processSteps.step.name"]))))
}
