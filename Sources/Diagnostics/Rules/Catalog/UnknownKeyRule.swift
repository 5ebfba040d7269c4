import PlistLoader

extension DiagnosticCode {
    public static let unknownKey = Self("unknown-key")
}

extension RuleDescription {
    static let unknownKey = RuleDescription(
        readmeOrder: 70, code: .unknownKey, severity: .warning,
        checkedBy: ["DefinitionDictionary.checkKeys", "ProjectFileDecoder.rules"],
        summary: "A key that no level of a definition knows.",
        action: "None: CDL never reads it, so what it was meant to set is lost.",
        explanation: """
            Section, row and list-view dictionaries each have their own keys (see README, "Definitions"). A key \
            none of them knows is most likely misspelt: CDL ignores it silently. The closest known key is \
            offered. A JSON list view may hold `$schema`, which points editors at cdlgen's JSON Schema.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(.dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "↓rowLable": "Name", "attributeKeyPath": "name"]))),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow))
            + RuleExample.all(
                .dict([
                    "$schema": "../schemas/cdl-definition.schema.json", "entityName": "Event", "sortKeyPaths": .array(["name"]),
                    "cellTextLabelKeyPath": "name", "detailViewPropertyListFile": "EventDetailView",
                ]), formats: [.json], name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}

extension Diagnostic {
    package static func unknownKey(_ key: String, in level: String, suggestion: String?, at location: SourceLocation)
        -> Diagnostic
    {
        var hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        // Equal to Swift but not to the app, which compares keys scalar by scalar: name the odd characters,
        // since the two print alike.
        if let suggestion, suggestion == key {
            let odd = key.unicodeScalars.filter { !suggestion.unicodeScalars.contains($0) }
            hint += " (it is written with " + odd.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ", ") + ")"
        }
        return Diagnostic(.unknownKey, "unknown \(level) key '\(key)'\(hint)", at: location, fixIt: suggestion)
    }
}
