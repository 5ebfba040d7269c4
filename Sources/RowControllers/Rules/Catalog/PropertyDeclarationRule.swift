extension RuleDescription {
    static let propertyDeclaration = RuleDescription(
        code: .propertyDeclaration, severity: .error,
        checkedBy: ["EditPathChecker.checkTextField", "EditPathChecker.checkDeclared", "ClassProperties.declaration"],
        summary: "The entity's class does not declare the property as CDL's edit screens need it.",
        action: "Tapping the row in edit mode, or opening a chooser.",
        explanation: """
            In edit mode, a tap on a single-line row, and every chooser (a Relationship row's, a to-many \
            row's "Add Existing", an ordered row's "Add"), asks the object's class for the property's type \
            with classOfKey: (class_getProperty and the type encoding, NSManagedObject+TypeOfProperty.m). \
            That crashes when the class declares no such property (an entity whose class is plain \
            NSManagedObject; with 'sources', a class that lacks an @property or @NSManaged property of that \
            name) and when the property is a scalar ("Use Scalar Type": int16_t, TimeInterval); and a \
            single-line row gets an edit screen only for an NSString, NSNumber or NSDate property (UIKit \
            raises on the nil pushed otherwise). Without 'sources', the model decides what the class holds: \
            its class name, its code generation and "Use Scalar Type". Multi-line rows and switches do not \
            ask. Give the entity a class that declares the property as an object.
            """,
        triggeringExamples: RuleExample.withModel(
            .detailView(title: "Memo", .row("SingleLineValueSmallLabel", "Title", "↓title")), name: "MemoDetailView")
            + RuleExample.withModel(
                .detailView(
                    title: "Recipe",
                    .row("SingleLineValueSmallLabel", "Cooked", "↓cookedAt", ["dateFormatterStyle": "NSDateFormatterMediumStyle"])),
                name: "RecipeDetailView")
            + RuleExample.withModel(
                .detailView(title: "Recipe", .row("SingleLineValueSmallLabel", "Name", "↓name")), name: "RecipeDetailView"
            )
            .map { $0.withSources(recipeWithoutName, "the app's class Recipe declares no property 'name'") },
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(title: "Memo", .row("MultiLineValueSmallLabel", "Title", "title")), name: "MemoDetailView")
            + RuleExample.withModel(
                .detailView(title: "Recipe", .row("SingleLineValueSmallLabel", "Name", "name")), name: "RecipeDetailView"
            )
            .map { $0.withSources(recipeWithName, "the app's class Recipe declares 'name' (Swift, @NSManaged)") })

    /// An Objective-C class Recipe whose header declares the relationships but not `name`.
    private static let recipeWithoutName = [
        "Recipe.h": """
        #import <CoreData/CoreData.h>

        @interface Recipe : NSManagedObject
        @property (nonatomic, retain) NSSet *ingredients;
        @end

        """
    ]

    /// A Swift class Recipe that declares `name`.
    private static let recipeWithName = [
        "Recipe.swift": """
        import CoreData

        @objc(Recipe)
        class Recipe: NSManagedObject {
            @NSManaged var name: String
        }

        """
    ]
}
