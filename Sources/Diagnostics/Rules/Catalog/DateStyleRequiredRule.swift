import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let dateStyleRequired = Self("date-style-required")
}

extension RuleDescription {
    static let dateStyleRequired = RuleDescription(
        readmeOrder: 340, code: .dateStyleRequired, severity: .error,
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

extension Diagnostic {
    package static func dateStyleRequired(_ keyPath: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .dateStyleRequired,
            "'\(keyPath)' is a Date, but the row sets neither 'dateFormatterStyle' nor 'timeFormatterStyle': CDL raises "
                + "\"Attributes of NSDate must have a date OR time formatter style set\"",
            at: location)
    }
}
