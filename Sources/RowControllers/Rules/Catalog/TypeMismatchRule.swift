import CoreDataModel

extension RuleDescription {
    static let typeMismatch = RuleDescription(
        code: .typeMismatch, severity: .error,
        checkedBy: ["KeyPathChecker.follow", "RowRelationshipChecker.checkClassName"],
        summary: "The attribute's type does not fit the row type.",
        explanation: """
            Single-line rows show a String, Date or number (CDL's edit screen is chosen by the value's class: \
            a Decimal, UUID or URI gets none, and pushing nil raises); multi-line rows a String; a \
            BooleanSwitch a Boolean; relationship rows a String or number of the related object (CDL shows \
            it without a formatter, and raises for a Date). A Relationship row's destination must have a class \
            named after its entity: CDL's edit screen looks the entity up by the class name. A Boolean in a \
            single-line row, a Transformable at the end of a relationship row, or a Binary value in a list \
            view's cell, is a warning: it shows, but not as meant. A key path that ends in a relationship \
            shows no value: add one of the related entity's attributes.
            """,
        triggeringExamples: RuleExample.withModel(.detailView(.row("BooleanSwitch", "Public", "↓name")))
            + RuleExample.withModel(.detailView(.row("MultiLineValueSmallLabel", "Details", "↓eventDate")))
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Photo", "↓photo")))
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Budget", "↓budget")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type", "↓type.events")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type since", "↓type.since")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Venue", "↓venue.name")))
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Widget", "↓widgets.releaseDate")])])]),
                name: "WidgetTypeDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(
                .row("BooleanSwitch", "Public", "publicEvent"), .row("MultiLineValueSmallLabel", "Details", "details"),
                .row("Relationship", "Type", "type.name"))))
}
