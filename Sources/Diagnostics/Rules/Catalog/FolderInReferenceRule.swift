import PlistLoader

extension DiagnosticCode {
    public static let folderInReference = Self("folder-in-reference")
}

extension RuleDescription {
    static let folderInReference = RuleDescription(
        readmeOrder: 180, code: .folderInReference, severity: .error,
        checkedBy: ["DefinitionValidator.checkReferences", "DefinitionCatalog.resolveFolder"],
        summary: "A reference names a definition with a folder ('Add/WidgetAddView') instead of by its name.",
        action: "Tapping the list row, or \"Add New\", that opens the definition.",
        explanation: """
            CDL loads a reference with [[NSBundle mainBundle] pathForResource:NAME ofType:@"plist"], which \
            finds only what the app bundle holds at that path. Xcode copies the files of groups flat into the \
            bundle (only a blue folder reference keeps a folder), and `cdlgen compile` writes every definition \
            flat, as NAME.plist: a name with a folder is not found, -[NSArray initWithContentsOfFile:] gets nil, \
            and CDL raises "Provided plist is not valid" when the view opens. Name the definition by its file \
            name without extension; cdlgen finds it in any subfolder of the definitions folders. When that name \
            is one definition's, the fix-it writes it. A reference that leaves the definitions folders is \
            path-escape instead.
            """,
        triggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "↓Add/WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile])
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "↓Events/EventDetailView.plist",
                ]),
                name: "EventListView", otherFiles: ["Events/EventDetailView.plist": ExampleValue.eventDetailViewFile]),
        nonTriggeringExamples: RuleExample.all(
            .widgetTypeDetailView(addNewDefinition: "WidgetAddView"), name: "WidgetTypeDetailView",
            otherFiles: ["Add/WidgetAddView.plist": ExampleValue.widgetAddViewFile]))
}

extension Diagnostic {
    /// `bareName`: the fix-it, when the name's last part names exactly one definition.
    package static func folderInReference(_ name: String, key: String, bareName: String?, at location: SourceLocation) -> Diagnostic {
        let hint = bareName.map { "; write '\($0)'" } ?? ""
        return Diagnostic(
            .folderInReference,
            "'\(key)' names '\(name)', a folder: CDL looks references up with pathForResource:ofType:, which finds only "
                + "what the app bundle holds at that path; Xcode copies grouped files flat and cdlgen compile writes "
                + "definitions flat, so it is not found and CDL raises \"Provided plist is not valid\"\(hint)",
            at: location, fixIt: bareName)
    }
}
