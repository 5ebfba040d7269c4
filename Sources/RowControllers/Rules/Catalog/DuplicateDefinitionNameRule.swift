extension RuleDescription {
    static let duplicateDefinitionName = RuleDescription(
        code: .duplicateDefinitionName, severity: .error,
        checkedBy: ["DefinitionLinkChecker.report"],
        summary: "Two definitions have the same name.",
        action: "Tapping what opens the definition: the app bundle holds one file of the name.",
        explanation: """
            CDL loads a definition as NAME.plist from the app bundle's resources, which are flat: of two \
            files with one name in different folders, the bundle keeps one, and the app shows whichever it \
            is. The diagnostic is at each later file (in path order), with a note at the first. Rename one, \
            and the references to it.
            """,
        triggeringExamples: RuleExample.all(
            .marked(.detailView(.nameRow)), otherFiles: ["Archive/EventDetailView.plist": ExampleValue.eventDetailViewFile]),
        nonTriggeringExamples: RuleExample.all(
            .detailView(.nameRow), otherFiles: ["Archive/OldEventDetailView.plist": ExampleValue.eventDetailViewFile]))
}
