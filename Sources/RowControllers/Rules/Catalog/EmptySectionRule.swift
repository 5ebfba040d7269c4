extension RuleDescription {
    static let emptySection = RuleDescription(
        code: .emptySection, severity: .warning,
        summary: "A section with no rows.",
        explanation: "An empty rowInformation array draws an empty group (or only its title). Add rows or remove the section.",
        triggeringExamples: RuleExample.all(.array([.dict(["sectionTitle": "Event", "rowInformation": .marked(.array([]))])])),
        nonTriggeringExamples: RuleExample.all(.detailView(.nameRow)))
}
