import PlistLoader

extension DiagnosticCode {
    public static let invalidRoot = Self("invalid-root")
}

extension RuleDescription {
    static let invalidRoot = RuleDescription(
        readmeOrder: 20, code: .invalidRoot, severity: .error,
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

extension Diagnostic {
    package static func invalidRoot(found kind: PlistKind, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "the root is \(kind.typeNameWithArticle): a definition is an array of sections (a detail view) or a dictionary (a list view)",
            at: location)
    }

    package static func sectionAsRoot(at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "the root is a single section: a detail view is an array of sections, so wrap this dictionary in an array",
            at: location)
    }

    package static func invalidSampleRoot(found value: PlistValue, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "sample data must be an object (a dictionary) or, for list views, an array of objects; found \(value.typeNameWithArticle)",
            at: location)
    }
}
