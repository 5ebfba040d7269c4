extension RuleDescription {
    static let invalidRoot = RuleDescription(
        code: .invalidRoot, severity: .error,
        checkedBy: ["DefinitionDecoder.decode", "SampleData.loadFile"],
        summary: "The root is neither an array of sections (a detail view) nor a dictionary (a list view).",
        action: "Opening the view (a detail view must be an array of sections, a list view a dictionary).",
        explanation: """
            A detail view is an array of section dictionaries; a list view is one dictionary with \
            entityName, sortKeyPaths and the rest. A single section on its own is reported too: wrap it in \
            an array.
            """,
        triggeringExamples: RuleExample.all(.marked("Event")) + RuleExample.all(.marked(.dict(["rowInformation": .array([.nameRow])]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}
