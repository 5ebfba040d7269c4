import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let notARelationship = Self("not-a-relationship")
}

extension RuleDescription {
    static let notARelationship = RuleDescription(
        readmeOrder: 260, code: .notARelationship, severity: .error,
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

extension Diagnostic {
    package static func notARelationship(
        _ name: String, of entity: String, type: AttributeType, in keyPath: String, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .notARelationship,
            "'\(name)' is \(type.modelNameWithArticle) attribute of '\(entity)', not a relationship, so '\(keyPath)' cannot go on past it",
            at: location)
    }
}
