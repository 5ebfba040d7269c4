import CoreDataModel
import PlistLoader

extension DiagnosticCode {
    public static let propertyDeclaration = Self("property-declaration")
}

extension RuleDescription {
    static let propertyDeclaration = RuleDescription(
        readmeOrder: 320, code: .propertyDeclaration, severity: .error,
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
            .map { $0.withSources(recipeWithoutName, "the app's class Recipe declares no property 'name'") }
            + RuleExample.withModel(
                .detailView(title: "Recipe", .row("SingleLineValueSmallLabel", "Name", "↓name")), name: "RecipeDetailView"
            )
            .map { $0.withSources(recipeWithMutableName, "the app's class Recipe declares 'name' as an NSMutableString") }
            // The choosers ask too: a Relationship row's, and a to-many row's "Add Existing" (the default).
            + RuleExample.withModel(.detailView(title: "Memo", .row("Relationship", "Tag", "↓tag.name")), name: "MemoDetailView")
            + RuleExample.withModel(
                .array([.dict(["rowInformation": .array([.row("ToManyRelationship", "Tag", "↓tags.name")])])]), name: "MemoDetailView"),
        nonTriggeringExamples: RuleExample.withModel(
            .detailView(title: "Memo", .row("MultiLineValueSmallLabel", "Title", "title")), name: "MemoDetailView")
            // "Add New" alone opens no chooser.
            + RuleExample.withModel(
                .array([
                    .dict([
                        "rowInformation": .array([
                            .row(
                                "ToManyRelationship", "Tag", "tags.name",
                                ["showAddNewObject": true, "addNewObjectPropertyListFile": "TagAddView"])
                        ])
                    ])
                ]),
                name: "MemoDetailView",
                otherFiles: ["TagAddView.plist": ExampleRenderer.render(.detailView(title: "Tag", .nameRow), as: .openStep)])
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

    /// An Objective-C class Recipe that declares `name` as a class CDL has no edit screen for.
    private static let recipeWithMutableName = [
        "Recipe.h": """
        #import <CoreData/CoreData.h>

        @interface Recipe : NSManagedObject
        @property (nonatomic, retain) NSMutableString *name;
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

extension Diagnostic {
    package static func propertyUndeclared(
        _ key: String, reason: String, action: String, note: DiagnosticNote?, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .propertyDeclaration,
            "\(action) crashes: CDL asks the class for the property '\(key)' (classOfKey:), and \(reason); give the entity a class "
                + "that declares it (an @property, or @NSManaged in Swift; Xcode's \"Class Definition\" code generation does)",
            at: location, notes: note.map { [$0] } ?? [])
    }

    package static func propertyScalar(_ key: String, typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .propertyDeclaration,
            "'\(key)' is held in a scalar property (\(typeName)): tapping the row in edit mode crashes, because CDL's classOfKey: reads "
                + "only object properties; uncheck \"Use Scalar Type\" for it in the model (or declare it as an object)",
            at: location)
    }

    package static func propertyClassWithoutEditor(_ key: String, className: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .propertyDeclaration,
            "the class declares '\(key)' as \(className): tapping the row in edit mode pushes no edit screen (CDL has one for NSString, "
                + "NSNumber and NSDate only), and UIKit raises on nil",
            at: location)
    }
}
