extension RuleDescription {
    static let dateStyleRequired = RuleDescription(
        code: .dateStyleRequired, severity: .error,
        checkedBy: ["DetailViewModelChecker.check"],
        summary: "A Date attribute with neither formatter style.",
        action: "Opening the view: CDL raises for a Date shown without a style.",
        explanation: """
            A single-line row that shows a Date formats it with dateFormatterStyle and timeFormatterStyle; \
            with neither (or both NSDateFormatterNoStyle) CDL raises "Attributes of NSDate must have a date OR \
            time formatter style set." once the date is set. Set at least one. The diagnostic points at the \
            row's dictionary, where the key is missing.
            """,
        triggeringExamples: RuleExample.withModel(
            .detailView(.marked(.row("SingleLineValueSmallLabel", "Date", "eventDate")))),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(.row("SingleLineValueSmallLabel", "Date", "eventDate", ["dateFormatterStyle": "NSDateFormatterMediumStyle"]))))
}
