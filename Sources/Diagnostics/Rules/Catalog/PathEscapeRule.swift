import PlistLoader

extension DiagnosticCode {
    public static let pathEscape = Self("path-escape")
}

extension RuleDescription {
    static let pathEscape = RuleDescription(
        readmeOrder: 170, code: .pathEscape, severity: .error,
        checkedBy: ["DefinitionValidator.checkReferences", "ProjectFile.confine"],
        summary: "A reference names a path outside the definitions folder, or the project file one outside the project.",
        action: "Tapping the list row, or \"Add New\", that opens the definition.",
        explanation: """
            Definitions ship in the app bundle, and cdlgen never opens files outside the definitions \
            folders: a reference that is an absolute path, or leaves the folder with '..' or a symbolic link, \
            is this finding only (one that stays inside but names a folder is folder-in-reference). Likewise the project file's paths \
            (definitions, model, samples, sources, store) stay inside the project — the git repository \
            holding the project file, or else its folder — after symbolic links: a project file may come \
            from someone else (a pull request, in CI), and what it names outside is neither read nor shown. \
            --allow-outside-project lets it; paths given on the command line are always read.
            """,
        triggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "↓../Secrets/WidgetAddView"), name: "WidgetTypeDetailView")
            + RuleExample.all(.widgetTypeDetailView(addNewDefinition: "↓/etc/passwd"), name: "WidgetTypeDetailView", otherFiles: [:])
            + [
                .projectFile(#"{"definitions": ["Definitions"], "model": ↓"/Volumes/Shared/App.xcdatamodeld"}"# + "\n"),
                .projectFile(#"{"definitions": [↓"/etc/passwd"]}"# + "\n"),
            ],
        nonTriggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile])
            + [.projectFile(#"{"definitions": ["Definitions"], "model": "App/App.xcdatamodeld"}"# + "\n")])
}

extension Diagnostic {
    package static func pathEscape(_ name: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .pathEscape, "'\(key)' names '\(name)', which is outside the definitions folder", at: location)
    }

    /// A project file's path that leads out of the project: what it names is not read.
    package static func projectPathEscape(_ path: String, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .pathEscape,
            "'\(key)' names '\(path)', which is outside the project: it is not read (--allow-outside-project reads it)",
            at: location)
    }
}
