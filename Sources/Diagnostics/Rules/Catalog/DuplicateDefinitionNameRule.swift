import PlistLoader

extension DiagnosticCode {
    public static let duplicateDefinitionName = Self("duplicate-definition-name")
}

extension RuleDescription {
    static let duplicateDefinitionName = RuleDescription(
        readmeOrder: 190, code: .duplicateDefinitionName, severity: .error,
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

extension Diagnostic {
    package static func duplicateDefinitionName(_ name: String, at location: SourceLocation, first: SourceLocation) -> Diagnostic {
        Diagnostic(
            .duplicateDefinitionName,
            "another definition is named '\(name)': the app bundle, which CDL loads '\(name).plist' from, is flat and keeps one of them",
            at: location, notes: [DiagnosticNote("the other '\(name)' is here", at: first)])
    }
}
