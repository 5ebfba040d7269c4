import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let sortKeyNotString = Self("sort-key-not-string")
}

extension RuleDescription {
    static let sortKeyNotString = RuleDescription(
        readmeOrder: 330, code: .sortKeyNotString, severity: .warning,
        checkedBy: ["ListViewModelChecker.check"],
        summary: "A list view sorts by an attribute that is not a String.",
        action: "Opening the list, when the objects are sorted in memory.",
        explanation: """
            CDL sorts a list with caseInsensitiveCompare: for every key path of sortKeyPaths, which only \
            strings answer: a Date, number or Boolean raises "unrecognized selector" when objects are sorted \
            in memory. Sort by a String attribute (a section key path included).
            """,
        triggeringExamples: RuleExample.withModel(
            .listView(entity: "Event", sortKeyPath: "↓eventDate"), name: "EventListView",
            otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]),
        nonTriggeringExamples: RuleExample.withModel(
            .listView(entity: "Event", sortKeyPath: "type.name"), name: "EventListView",
            otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}

extension Diagnostic {
    package static func sortKeyNotString(_ keyPath: String, type: AttributeType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .sortKeyNotString,
            "'\(keyPath)' is \(type.modelNameWithArticle): CDL sorts with caseInsensitiveCompare:, which only strings answer "
                + "(a sort in memory raises); sort by a String attribute",
            at: location)
    }
}
