import AppSources
import PlistLoader

/// The messages of the checks against the app's sources (the project file's `sources`).
extension Diagnostic {
    static func unknownClass(_ name: String, key: String, suggestion: DeclaredClass?, suggestedName: String?, at location: SourceLocation)
        -> Diagnostic
    {
        let hint = suggestedName.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .unknownClass,
            "no class named '\(name)' in the app's sources for '\(key)': NSClassFromString gives nil, and CDL \(consequence(of: key))\(hint)",
            at: location, fixIt: suggestedName,
            notes: suggestion.map { [DiagnosticNote("'\($0.name)' is declared here", at: $0.location)] } ?? [])
    }

    static func swiftClassNeedsModule(_ declared: DeclaredClass, key: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .unknownClass,
            "'\(declared.name)' is a Swift class: NSClassFromString finds it as 'Module.\(declared.name)' (the app's module), or as "
                + "'\(declared.name)' once it is declared @objc(\(declared.name)); by this name CDL \(consequence(of: key))",
            at: location, notes: [DiagnosticNote("'\(declared.name)' is declared here", at: declared.location)])
    }

    static func classProtocol(_ declared: DeclaredClass, key: String, protocolName: String, at location: SourceLocation) -> Diagnostic {
        let result =
            key == "customSectionControllerClass"
            ? "CDL raises \"invalid class specified in customSectionControllerClass\""
            : "CDL calls initForDictionary: on it all the same, and the row breaks at the first call the protocol declares"
        return Diagnostic(
            .classProtocol,
            "'\(declared.name)' does not adopt \(protocolName) (nor does any superclass in the app's sources): \(result)",
            at: location, notes: [DiagnosticNote("'\(declared.name)' is declared here", at: declared.location)])
    }

    private static func consequence(of key: String) -> String {
        key == "customSectionControllerClass"
            ? "raises \"invalid class specified in customSectionControllerClass\""
            : "makes no controller for the row (the app crashes adding it)"
    }
}
