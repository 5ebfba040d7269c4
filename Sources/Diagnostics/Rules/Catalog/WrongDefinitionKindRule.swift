import PlistLoader

extension DiagnosticCode {
    public static let wrongDefinitionKind = Self("wrong-definition-kind")
}

extension RuleDescription {
    static let wrongDefinitionKind = RuleDescription(
        readmeOrder: 210, code: .wrongDefinitionKind, severity: .error,
        checkedBy: ["DefinitionLinkChecker.report"],
        summary: "A reference names a list view where CDL loads a detail view.",
        action: "Tapping the list row, or \"Add New\", that opens the definition.",
        explanation: """
            detailViewPropertyListFile and addNewObjectPropertyListFile name detail views: CDL reads them with \
            -[NSArray initWithContentsOfFile:], which gives nil for a list view's dictionary, and raises \
            "Provided plist is not valid" when the row is tapped. Name the detail view instead.
            """,
        triggeringExamples: RuleExample.all(
            .dict([
                "entityName": "EventType", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                "detailViewPropertyListFile": "↓EventListView",
            ]),
            name: "EventTypeListView",
            otherFiles: ["EventListView.plist": ExampleRenderer.render(.listView(entity: "Event"), as: .openStep)]),
        nonTriggeringExamples: RuleExample.all(
            .listView(entity: "Event"), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}

extension Diagnostic {
    package static func wrongDefinitionKind(_ name: String, key: String, at location: SourceLocation, listView: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .wrongDefinitionKind,
            "'\(key)' names '\(name)', a list view, where CDL loads a detail view (an array of sections): it raises "
                + "\"Provided plist is not valid\"",
            at: location, notes: [DiagnosticNote("'\(name)' is a list view", at: listView)])
    }
}
