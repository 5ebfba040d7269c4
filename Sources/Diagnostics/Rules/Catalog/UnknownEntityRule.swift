import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let unknownEntity = Self("unknown-entity")
}

extension RuleDescription {
    static let unknownEntity = RuleDescription(
        readmeOrder: 230, code: .unknownEntity, severity: .error,
        checkedBy: ["ListViewModelChecker.check", "RunSettings.loadModel"],
        summary: "An entity named by a definition or the project file is not in the model.",
        action: "Opening the list, or \"+\".",
        explanation: """
            A list view's entityName, and the values of the project file's 'entities', must name entities \
            of the Core Data model: CDL fetches objects of that entity, and Core Data raises for an unknown \
            name ("could not locate an NSManagedObjectModel for entity name"). The closest entity name is \
            offered.
            """,
        triggeringExamples: RuleExample.withModel(
            .listView(entity: "↓Evnt"), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]),
        nonTriggeringExamples: RuleExample.withModel(
            .listView(entity: "Event"), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}

extension Diagnostic {
    package static func unknownEntity(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(.unknownEntity, "the model has no entity '\(name)'\(hint)", at: location, fixIt: suggestion)
    }
}
