import AppSources
import PlistLoader

extension DiagnosticCode {
    public static let classProtocol = Self("class-protocol")
}

extension RuleDescription {
    static let classProtocol = RuleDescription(
        readmeOrder: 400, code: .classProtocol, severity: .error,
        checkedBy: ["CustomClassChecker.check"],
        summary: "A custom class does not adopt the protocol CDL needs of it.",
        action: "Opening the view: CDL raises for the class.",
        explanation: """
            CDL raises "invalid class specified in customSectionControllerClass" for a section class that does \
            not conform to CDLTableSectionControllerProtocol, and calls the methods of \
            CDLTableRowControllerProtocol on a Custom row's class whether or not it adopts it. With 'sources' \
            in the project file, each class is followed through its superclasses as far as the sources (and \
            CDL's own classes) go; a class whose ancestry leaves them — a framework's class — is not reported.
            """,
        triggeringExamples: RuleExample.all(customSection("↓NotesSection"), name: "EventDetailView").map {
            $0.withSources(sectionSources, "NotesSection derives from NSObject and adopts nothing")
        },
        nonTriggeringExamples: RuleExample.all(customSection("FooterSection"), name: "EventDetailView").map {
            $0.withSources(sectionSources, "FooterSection derives from CDL's CDLTableSectionController")
        })

    /// A detail view whose one section is controlled by `className`.
    private static func customSection(_ className: String) -> ExampleValue {
        .array([
            .dict([
                "customSectionControllerClass": .string(className),
                "rowInformation": .array([
                    .dict(["rowType": "CDLTableRowTypeSingleLineValueNoLabel", "rowLabel": "Name", "attributeKeyPath": "name"])
                ]),
            ])
        ])
    }

    private static let sectionSources = [
        "Sections.m": """
        // A section that forgot its protocol, and one that inherits it.
        @interface NotesSection : NSObject
        @end
        @interface FooterSection : CDLTableSectionController
        @end

        """
    ]
}

extension Diagnostic {
    package static func classProtocol(_ declared: DeclaredClass, key: String, protocolName: String, at location: SourceLocation)
        -> Diagnostic
    {
        let result =
            key == "customSectionControllerClass"
            ? "CDL raises \"invalid class specified in customSectionControllerClass\""
            : "CDL calls initForDictionary: on it all the same, and the row breaks at the first call the protocol declares"
        return Diagnostic(
            .classProtocol,
            "'\(declared.name)' does not adopt \(protocolName) (nor does any superclass in the app's sources): \(result)",
            at: location, notes: [DiagnosticNote("'\(declared.name)' is declared here", at: declared.location)])
    }
}
