import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let ignoredKey = Self("ignored-key")
}

extension RuleDescription {
    static let ignoredKey = RuleDescription(
        readmeOrder: 80, code: .ignoredKey, severity: .warning,
        checkedBy: ["DefinitionDictionary.checkKeys"],
        summary: "A known key that CDL's runtime does not read where it is.",
        action: "None: CDL never reads it here.",
        explanation: """
            CDL silently does without it, so what it says does not happen: date styles on a switch or a \
            Relationship row (CDL shows a relationship's value without a formatter), to-many keys on a \
            single-value row, drillDownKeyPath (stored, never used), relationshipEntityName and \
            relationshipIntermediateEntityName (taken from the model instead), showAddNewObject YES on an \
            ordered row (its "Add New" is broken: it shows in view mode and creates the wrong entity), \
            addNewObjectPropertyListFile while showAddNewObject is not YES, a section key inside a row, \
            sectionFooter without a customSectionControllerClass (CDL's own section controller has no footer, \
            so previews do not draw it either); in a \
            list view filterPredicate (CDL sets the predicate to nil), sectionKeyPath (the code reads \
            sectionNameKeyPath: the fix-it), the tab-bar keys (their code is commented out), and the index \
            titles without sectionNameKeyPath, and the date and time styles of a single-line row whose value \
            is not a Date (with a model). Remove the key, or change what makes it unread.
            """,
        triggeringExamples: RuleExample.all(
            .detailView(
                .dict([
                    "rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Public", "attributeKeyPath": "publicEvent",
                    "↓dateFormatterStyle": "NSDateFormatterShortStyle",
                ])))
            + RuleExample.all(
                .array([.dict(["sectionTitle": "Event", "↓sectionFooter": "Shown to everyone.", "rowInformation": .array([.nameRow])])]))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeRelationship", "rowLabel": "Type", "attributeKeyPath": "type.name",
                        "↓timeFormatterStyle": "NSDateFormatterShortStyle",
                    ])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "↓relationshipEntityName": "Widget",
                    ])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step",
                        "attributeKeyPath": "manufacturingSteps.step.name", "↓drillDownKeyPath": "step.name",
                    ])))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step",
                        "attributeKeyPath": "manufacturingSteps.step.name", "↓showAddNewObject": true,
                        "addNewObjectPropertyListFile": "StepAddView",
                    ])))
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "↓filterPredicate": "name != nil",
                ]), name: "EventListView")
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "↓sectionKeyPath": "type.name",
                ]), name: "EventListView")
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "↓createTabBarItem": true,
                ]), name: "EventListView")
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "sectionIndexTitlesEnabled": true,
                    "↓sectionIndexTitlesAlphabetical": true,
                ]), name: "EventListView")
            + RuleExample.withModel(
                .detailView(.row("SingleLineValueSmallLabel", "Name", "name", ["↓timeFormatterStyle": "NSDateFormatterShortStyle"]))),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(.row("SingleLineValueSmallLabel", "Date", "eventDate", ["timeFormatterStyle": "NSDateFormatterShortStyle"])))
            + RuleExample.all(
                .detailView(.dict(["rowType": "CDLTableRowTypeMultiLineValueNoLabel", "rowLabel": "Notes", "attributeKeyPath": "notes"])))
            + RuleExample.all(
                .array([
                    .dict([
                        "sectionTitle": "Event", "sectionFooter": "Shown to everyone.",
                        "customSectionControllerClass": "FooterSectionController",
                        "rowInformation": .array([.nameRow]),
                    ])
                ]))
            + RuleExample.all(
                .detailView(
                    .dict([
                        "rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Step",
                        "attributeKeyPath": "manufacturingSteps.step.name", "showAddNewObject": false, "showAddExistingObjects": true,
                    ])))
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "sectionNameKeyPath": "type.name", "sectionIndexTitlesEnabled": true,
                    "sectionIndexTitlesAlphabetical": true,
                ]), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile])
            + RuleExample.all(
                .dict([
                    "entityName": "Event", "sortKeyPaths": .array(["name"]), "cellTextLabelKeyPath": "name",
                    "detailViewPropertyListFile": "EventDetailView", "sectionIndexTitlesEnabled": false,
                    "sectionIndexTitlesAlphabetical": false,
                ]), name: "EventListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]))
}

extension Diagnostic {
    package static func ignoredKey(_ key: String, because reason: String, fixIt: String? = nil, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.ignoredKey, "'\(key)' has no effect here: \(reason)", at: location, fixIt: fixIt)
    }
}
