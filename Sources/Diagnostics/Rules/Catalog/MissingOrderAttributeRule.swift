import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let missingOrderAttribute = Self("missing-order-attribute")
}

extension RuleDescription {
    static let missingOrderAttribute = RuleDescription(
        readmeOrder: 280, code: .missingOrderAttribute, severity: .error,
        checkedBy: ["KeyPathChecker.orderProblem"],
        summary: "An ordered row's intermediate entity has no numeric 'order' attribute.",
        action: "Opening the view, reordering rows, or \"Add\" of an ordered row.",
        explanation: """
            A ToManyOrderedRelationship row ('intermediate.relationship.attribute') goes through an \
            intermediate entity that joins the object to the related ones and holds their position in a \
            numeric attribute named 'order': CDL sorts the rows by it and rewrites it when rows are moved. \
            Add an Integer 16 'order' attribute to the intermediate entity.
            """,
        triggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Part", "↓parts.part.name")])])]),
            name: "WidgetDetailView"),
        nonTriggeringExamples: RuleExample.all(
            .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Part", "parts.part.name")])])]),
            name: "WidgetDetailView",
            model: ExampleModel.contents.replacingOccurrences(
                of: #"<entity name="WidgetPart" representedClassName="WidgetPart" syncable="YES">"#,
                with:
                    #"<entity name="WidgetPart" representedClassName="WidgetPart" syncable="YES"><attribute name="order" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>"#
            )
        ).map { $0.captioned("the model gives WidgetPart an Integer 16 'order' attribute") })
}

extension Diagnostic {
    package static func missingOrderAttribute(
        intermediate: String, relationship: String, found: AttributeType?, at location: SourceLocation
    )
        -> Diagnostic
    {
        let problem = found.map { "its 'order' attribute is \($0.modelNameWithArticle), not a number" } ?? "it has no 'order' attribute"
        return Diagnostic(
            .missingOrderAttribute,
            "'\(intermediate)', the intermediate entity of '\(relationship)', cannot order the rows: \(problem)",
            at: location)
    }
}
