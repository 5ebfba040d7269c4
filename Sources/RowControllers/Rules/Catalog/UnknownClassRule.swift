extension RuleDescription {
    static let unknownClass = RuleDescription(
        code: .unknownClass, severity: .error,
        checkedBy: ["CustomClassChecker.check"],
        summary: "A custom class a definition names is not in the app's sources.",
        action: "Opening the view: CDL inserts nil for the class it does not find, and raises.",
        explanation: """
            With 'sources' in the project file (the folders of the app's Swift and Objective-C code), every \
            rowCustomControllerClass and customSectionControllerClass is looked up as NSClassFromString looks \
            it up: an Objective-C class by its name; a Swift class as 'Module.Name', or by its own name only \
            when it is declared @objc(Name). A class that is not there gives nil: CDL makes no controller for \
            a Custom row (the app crashes adding it) and raises for a section. CDL's own classes pass; list \
            classes of frameworks under 'knownClasses'. Without 'sources' nothing is checked.
            """,
        triggeringExamples: RuleExample.all(customRow("↓DeleteRowControler"), name: "EventDetailView").map {
            $0.withSources(appSources, "the app's sources declare DeleteRowController and DeleteRow")
        }
            + RuleExample.all(customRow("↓DeleteRow"), name: "EventDetailView").map {
                $0.withSources(appSources, "DeleteRow is a Swift class without @objc(DeleteRow)")
            },
        nonTriggeringExamples: RuleExample.all(customRow("DeleteRowController"), name: "EventDetailView").map {
            $0.withSources(appSources, "the app's sources declare DeleteRowController and DeleteRow")
        }
            + RuleExample.all(customRow("App.DeleteRow"), name: "EventDetailView").map {
                $0.withSources(appSources, "DeleteRow is a Swift class of the module App")
            })

    /// A detail view whose one row is drawn by `className`.
    private static func customRow(_ className: String) -> ExampleValue {
        .array([
            .dict(["rowInformation": .array([.dict(["rowType": "CDLTableRowTypeCustom", "rowCustomControllerClass": .string(className)])])])
        ])
    }

    /// An Objective-C row controller and a Swift one, both adopting CDL's protocol.
    private static let appSources = [
        "DeleteRowController.h": """
        @interface DeleteRowController : NSObject <CDLTableRowControllerProtocol>
        @end

        """,
        "DeleteRow.swift": """
        final class DeleteRow: NSObject, CDLTableRowControllerProtocol {}

        """,
    ]
}
