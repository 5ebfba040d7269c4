import AppSources
import PlistLoader

extension DiagnosticCode {
    public static let unknownClass = Self("unknown-class")
}

extension RuleDescription {
    static let unknownClass = RuleDescription(
        readmeOrder: 390, code: .unknownClass, severity: .error,
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

extension Diagnostic {
    package static func unknownClass(
        _ name: String, key: String, suggestion: DeclaredClass?, suggestedName: String?, at location: SourceLocation
    )
        -> Diagnostic
    {
        let hint = suggestedName.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .unknownClass,
            "no class named '\(name)' in the app's sources for '\(key)': NSClassFromString gives nil, and CDL \(consequence(of: key))\(hint)",
            at: location, fixIt: suggestedName,
            notes: suggestion.map { [DiagnosticNote("'\($0.name)' is declared here", at: $0.location)] } ?? [])
    }

    package static func swiftClassNeedsModule(_ declared: DeclaredClass, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownClass,
            "'\(declared.name)' is a Swift class: NSClassFromString finds it as 'Module.\(declared.name)' (the app's module), or as "
                + "'\(declared.name)' once it is declared @objc(\(declared.name)); by this name CDL \(consequence(of: key))",
            at: location, notes: [DiagnosticNote("'\(declared.name)' is declared here", at: declared.location)])
    }

    private static func consequence(of key: String) -> String {
        key == "customSectionControllerClass"
            ? "raises \"invalid class specified in customSectionControllerClass\""
            : "makes no controller for the row (the app crashes adding it)"
    }
}
