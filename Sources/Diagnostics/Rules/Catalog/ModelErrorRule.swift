import PlistLoader

extension DiagnosticCode {
    public static let modelError = Self("model-error")
}

extension RuleDescription {
    static let modelError = RuleDescription(
        readmeOrder: 360, code: .modelError, severity: .error,
        checkedBy: ["CoreDataModelReader.read", "CoreDataModelError.diagnostic"],
        summary: "The Core Data model cannot be read.",
        action: "None in CDL: cdlgen cannot read the model, so it checks nothing against it.",
        explanation: """
            The model (--model, or 'model' in cdlgen.json) is a .xcdatamodeld folder, whose .xccurrentversion \
            names the current version, or a single .xcdatamodel, holding a 'contents' XML file. It is checked \
            for what would make every later answer wrong: XML errors, entities defined twice, parents and \
            destinations that are not in the model, inheritance cycles. The run goes on without model checks.
            """,
        triggeringExamples: [RuleExample(format: .xml, fileName: "Model.xcdatamodel/contents", source: ExampleModel.broken, isModel: true)],
        nonTriggeringExamples: [
            RuleExample(format: .xml, fileName: "Model.xcdatamodel/contents", source: ExampleModel.fixed, isModel: true),
            RuleExample(format: .xml, fileName: "Model.xcdatamodel/contents", source: ExampleModel.contents, isModel: true),
        ])
}

extension Diagnostic {
    package static func modelError(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.modelError, message, at: location)
    }
}
