extension RuleDescription {
    static let typeMismatch = RuleDescription(
        code: .typeMismatch, severity: .error,
        summary: "The attribute's type does not fit the row type.",
        explanation: """
            Single-line rows show a String, Date, number, UUID or URI; multi-line rows a String; a \
            BooleanSwitch a Boolean; relationship rows a String, Date or number of the related object \
            (SPEC §7). A Boolean in a single-line row, or a Transformable at the end of a relationship row, \
            is a warning: it shows, but not as meant. A key path that ends in a relationship shows no value: \
            add one of the related entity's attributes.
            """,
        triggeringExamples: RuleExample.withModel(.detailView(.row("BooleanSwitch", "Public", "↓name")))
            + RuleExample.withModel(.detailView(.row("MultiLineValueSmallLabel", "Details", "↓eventDate")))
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Photo", "↓photo")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type", "↓type.events"))),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(.row("BooleanSwitch", "Public", "publicEvent"), .row("MultiLineValueSmallLabel", "Details", "details"))))
}
