import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let unknownAttribute = Self("unknown-attribute")
}

extension RuleDescription {
    static let unknownAttribute = RuleDescription(
        readmeOrder: 240, code: .unknownAttribute, severity: .error,
        checkedBy: ["KeyPathChecker.follow"],
        summary: "A key-path component is not a property of the entity it is applied to.",
        action: "Opening the view: valueForKey: raises.",
        explanation: """
            Each component of attributeKeyPath (and of a list view's key paths) must be an attribute or a \
            relationship of the entity reached so far: its own or one it inherits. A renamed attribute makes \
            the app crash with "this class is not key value coding-compliant"; cdlgen finds it in CI. The \
            closest property name is offered, and the fix-it is the whole corrected key path.
            """,
        triggeringExamples: RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Name", "↓nmae")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type", "↓type.nmae")))
            + RuleExample.withModel(
                .listView(entity: "Event", sortKeyPath: "↓eventDat"), name: "EventListView",
                otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(.row("SingleLineValueSmallLabel", "Name", "name"), .row("Relationship", "Type", "type.name")))
            // Attributes inherited from an abstract parent (Note inherits name and createdAt from Item).
            + RuleExample.withModel(
                .detailView(
                    title: "Note", .row("SingleLineValueSmallLabel", "Name", "name"),
                    .row("SingleLineValueSmallLabel", "Created", "createdAt", ["dateFormatterStyle": "NSDateFormatterMediumStyle"]),
                    .row("MultiLineValueNoLabel", "Text", "text")),
                name: "NoteDetailView"))
}

extension Diagnostic {
    /// `keyPath` is the whole key path; `fixedKeyPath` the key path with the suggestion in place.
    package static func unknownAttribute(
        _ name: String, of entity: String, in keyPath: String, suggestion: String?, fixedKeyPath: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        let place = keyPath == name ? "" : " (in '\(keyPath)')"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .unknownAttribute, "'\(entity)' has no attribute or relationship '\(name)'\(place)\(hint)",
            at: location, fixIt: fixedKeyPath)
    }
}
