import Basics
import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let unsaveableLink = Self("unsaveable-link")
}

extension RuleDescription {
    static let unsaveableLink = RuleDescription(
        readmeOrder: 310, code: .unsaveableLink, severity: .error,
        checkedBy: ["EditPathChecker.checkUnlink", "EditPathChecker.checkIntermediate", "ListDeleteChecker.check"],
        summary: "Deleting or adding through a to-many or ordered row leaves an object Core Data refuses to save.",
        action: "Deleting a row of the section in edit mode, Save after an ordered row's \"Add\", or deleting a list's row.",
        explanation: """
            Deleting a row of a to-many or ordered section does not delete the object: CDL unlinks it \
            (remove‹Key›Object:) and saves. When the other side of the relationship (an ordered row's \
            intermediate object's link back) is a required to-one relationship, the unlinked object cannot \
            be saved, and the app's save handler (DataController in CDL's samples) aborts. An ordered row's \
            "Add" inserts one intermediate object per choice and sets only 'order' and its two \
            relationships: any other required property of the intermediate entity without a default fails \
            the save the same way. Make the relationship or the property optional, or give it a default. \
            A swipe on a list's row deletes the object and saves: a relationship with the Deny rule, or a \
            Nullify rule that empties a required to-one on the other side, fails that save whenever the \
            object has related ones — a warning, since it depends on the data.
            """,
        triggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Ingredient", "↓ingredients.name")])])]),
            name: "RecipeDetailView")
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Step", "↓steps.step.name")])])]),
                name: "RecipeDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Tag", "tags.name")])])]), name: "RecipeDetailView")
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyOrderedRelationship", "Step", "manufacturingSteps.step.name")])])]),
                name: "WidgetDetailView")
            + RuleExample.withModel(
                .listView(entity: "Recipe"), name: "RecipeListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile]
            ),
        warningExamples: RuleExample.withModel(
            .listView(entity: .marked("Tag")), name: "TagListView", otherFiles: ["EventDetailView.plist": ExampleValue.eventDetailViewFile])
    )
}

extension Diagnostic {
    package static func unlinkFailsSave(
        _ keyPath: String, destination: String, inverse: String, note: DiagnosticNote, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .unsaveableLink,
            "deleting a row of '\(keyPath)' in edit mode only unlinks the \(destination) (CDL never deletes it), and '\(destination)."
                + "\(inverse)' is required: the save fails and the app aborts; make '\(inverse)' optional",
            at: location, notes: [note])
    }

    package static func intermediateFailsSave(_ keyPath: String, intermediate: String, missing: [String], at location: SourceLocation)
        -> Diagnostic
    {
        let names = missing.map { "'\($0)'" }
        let list = SpokenList.joined(names)
        return Diagnostic(
            .unsaveableLink,
            "adding with the row '\(keyPath)' creates \(intermediate) objects setting only 'order' and their two relationships, but "
                + "\(list) \(names.count == 1 ? "is" : "are") required without a default: the save fails and the app aborts; make "
                + "\(names.count == 1 ? "it" : "them") optional or give \(names.count == 1 ? "it" : "them") a default",
            at: location)
    }

    package static func listDeleteDenied(_ entity: String, relationship: String, note: DiagnosticNote, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .warning, .unsaveableLink,
            "deleting a \(entity) in the list saves at once, and '\(relationship)' has the Deny delete rule: deleting one that has any "
                + "fails the save and the app aborts",
            at: location, notes: [note])
    }

    package static func listDeleteOrphans(
        _ entity: String, relationship: String, inverse: String, note: DiagnosticNote, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .warning, .unsaveableLink,
            "deleting a \(entity) in the list saves at once, and '\(relationship)' (Nullify) empties '\(inverse)', which is required: "
                + "deleting one that has any fails the save and the app aborts; use Cascade, or make '\(inverse)' optional",
            at: location, notes: [note])
    }
}
