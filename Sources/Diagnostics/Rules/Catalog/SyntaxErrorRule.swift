import PlistLoader

extension DiagnosticCode {
    public static let syntaxError = Self("syntax-error")
}

extension RuleDescription {
    static let syntaxError = RuleDescription(
        readmeOrder: 10, code: .syntaxError, severity: .error,
        checkedBy: ["PlistLoader.loadTape", "FileReport.init(loadError:)"],
        summary: "The file cannot be parsed as a property list or JSON.",
        action: "Opening the view: the file does not load, and CDL raises \"Provided plist is not valid\".",
        explanation: """
            The file is not well-formed in its format (XML, OpenStep, JSON), is not valid UTF-8 or UTF-16 \
            text, or exceeds a limit (nesting depth, file size). The position is where the parser stopped: \
            the fault is there or just before it. Nothing else in the file is checked until it parses.
            """,
        triggeringExamples: [
            RuleExample(format: .openStep, source: "(\n\t{\n\t\tsectionTitle = Event\n\t↓}\n)\n"),
            RuleExample(format: .xml, source: "<plist>\n<array>\n\t<dict>\n\t↓</array>\n</plist>\n"),
            RuleExample(format: .json, source: "[\n  {\"sectionTitle\": \"Event\"↓]\n"),
        ],
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}

extension Diagnostic {
    package static func syntaxError(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.syntaxError, message, at: location)
    }
}
