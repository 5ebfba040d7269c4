import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let typeMismatch = Self("type-mismatch")
}

extension RuleDescription {
    static let typeMismatch = RuleDescription(
        readmeOrder: 250, code: .typeMismatch, severity: .error,
        checkedBy: ["KeyPathChecker.follow", "RowRelationshipChecker.checkClassName", "EditPathChecker.checkChooser"],
        summary: "The attribute's type does not fit the row type.",
        action: "Opening the view; in edit mode, tapping the row and Done, flipping the switch, or opening the \"Add\" chooser.",
        explanation: """
            Single-line rows show a String or Date: in edit mode a number's (or Boolean's) text field writes \
            the text back as a string, which Core Data refuses (the app crashes on Done), and a Decimal, UUID \
            or URI gets no edit screen (pushing nil raises); multi-line rows a String; a BooleanSwitch a \
            Boolean (a number works, but a flip overwrites it with 1 or 0: a warning); relationship rows a \
            String or number of the related object (CDL shows it without a formatter, and raises for a \
            Date) — but the "Add Existing" chooser of a to-many row, and an ordered row's "Add", put the raw \
            value in a label, which crashes for a number. A Relationship row's destination must have a class \
            named after its entity: CDL's edit screen looks the entity up by the class name. A \
            Transformable at the end of a relationship row, or a Binary value in a list view's cell, is a \
            warning: it shows, but not as meant. A key path that ends in a relationship \
            shows no value: add one of the related entity's attributes.
            """,
        triggeringExamples: RuleExample.withModel(.detailView(.row("BooleanSwitch", "Public", "↓name")))
            + RuleExample.withModel(.detailView(.row("MultiLineValueSmallLabel", "Details", "↓eventDate")))
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Photo", "↓photo")))
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Budget", "↓budget")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type", "↓type.events")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Type since", "↓type.since")))
            + RuleExample.withModel(.detailView(.row("Relationship", "Venue", "↓venue.name")))
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Widget", "↓widgets.releaseDate")])])]),
                name: "WidgetTypeDetailView")
            + RuleExample.withModel(
                .detailView(title: "Ingredient", .row("SingleLineValueSmallLabel", "Grams", "↓grams")), name: "IngredientDetailView")
            + RuleExample.withModel(
                .detailView(title: "Recipe", .row("SingleLineValueLargeLabel", "Serves", "↓servings")), name: "RecipeDetailView")
            + RuleExample.withModel(.detailView(.row("SingleLineValueSmallLabel", "Public", "↓publicEvent")))
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Tag", "↓tags.uses")])])]), name: "RecipeDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(
                .row("BooleanSwitch", "Public", "publicEvent"), .row("MultiLineValueSmallLabel", "Details", "details"),
                .row("Relationship", "Type", "type.name")))
            // The to-one chooser formats a number (CDLToOneRelationshipEditController.m:170); without "Add Existing" no chooser.
            + RuleExample.withModel(
                .detailView(title: "Ingredient", .row("Relationship", "Recipe", "recipe.servings")), name: "IngredientDetailView")
            + RuleExample.withModel(
                .array([
                    .dict([
                        "rowInformation": .array([
                            .row(
                                "ToManyRelationship", "Tag", "tags.uses",
                                ["showAddNewObject": true, "addNewObjectPropertyListFile": "TagAddView"])
                        ])
                    ])
                ]),
                name: "RecipeDetailView",
                otherFiles: ["TagAddView.plist": ExampleRenderer.render(.detailView(title: "Tag", .nameRow), as: .openStep)]),
        warningExamples: RuleExample.withModel(
            .detailView(title: "Ingredient", .row("BooleanSwitch", "Weighed", "↓grams")), name: "IngredientDetailView"))
}

extension Diagnostic {
    package static func chooserRawNumber(_ keyPath: String, type: AttributeType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .typeMismatch,
            "'\(keyPath)' is \(type.modelNameWithArticle): the \"Add\" chooser of edit mode puts the raw NSNumber in each choice's label "
                + "(not text), which crashes when it opens; show a String of the related objects",
            at: location)
    }

    /// An attribute that does not fit the place that shows it, for `reason` (``ShownValue/misfit(_:)``).
    /// The severity is the misfit's, not the rule's `error`: some misfits show, only not as meant (a
    /// Boolean as 1 or 0), and are warnings.
    package static func attributeMisfit(
        _ keyPath: String, type: AttributeType, reason: String, severity: DiagnosticSeverity, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(severity, .typeMismatch, "'\(keyPath)' is \(type.modelNameWithArticle): \(reason)", at: location)
    }

    /// A key path that ends in a relationship where `place` shows an attribute's value.
    package static func keyPathEndsInRelationship(_ keyPath: String, place: String, related: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .typeMismatch,
            "'\(keyPath)' is a relationship, but \(place) shows an attribute: add an attribute of '\(related)' to the key path",
            at: location)
    }

    /// A Relationship row's edit screen fetches the choices by the class name of the property (CDL's
    /// `classOfKey:`), so the destination's class must be named as the entity.
    package static func relationshipClassName(
        _ keyPath: String, destination: Entity, model: String, at location: SourceLocation
    ) -> Diagnostic {
        let className = destination.representedClassName ?? "NSManagedObject"
        return Diagnostic(
            .typeMismatch,
            "the objects of '\(destination.name)' are of class '\(className)': CDL's edit screen for '\(keyPath)' looks up the entity "
                + "by that class name and raises; set the entity's class to '\(destination.name)'",
            at: location, fixIt: nil,
            notes: [DiagnosticNote("'\(destination.name)' is here", at: SourceLocation(file: model, position: destination.position))])
    }
}
