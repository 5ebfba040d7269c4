import AppSources
import PlistLoader
import Testing

/// The properties the classes of small Swift and Objective-C source trees declare, as CoreDataLibrary's
/// `classOfKey:` would find them through `class_getProperty` and the type encoding.
@Suite struct AppClassPropertyTests {
    static let header = #"""
        #import <CoreData/CoreData.h>
        @class Tag;
        @protocol Stamped <NSObject>
        @property (nonatomic, assign) BOOL changedSection;
        @end
        @interface Recipe : NSManagedObject <Stamped>
        {
            NSString *ivarIsNoProperty;
        }
        @property (nonatomic, retain) NSString * name;
        @property (nonatomic, strong, nullable) NSNumber *servings;
        @property (nonatomic, copy) NSString *title, *subtitle;
        @property (nonatomic) int16_t rating;
        @property (nonatomic, assign) NSInteger steps;
        @property (nonatomic) unsigned long long bigCount;
        @property (nonatomic, readonly) const char *cName;
        @property (nonatomic, strong) NSSet<Tag *> *tags;
        @property (nonatomic, strong) __kindof NSManagedObject *owner;
        @property (nonatomic, strong) NSObject<NSCopying> *anything;
        @property (nonatomic, strong) id<NSCopying> token;
        @property (nonatomic, strong) NSDate * _Nullable cooked;
        @property (nonatomic, weak) IBOutlet UILabel *label;
        @property (nonatomic, copy) void (^onSave)(BOOL done);
        @property (nonatomic, strong) NSDictionary<NSString *, id> *extras API_AVAILABLE(ios(13.0));
        @property (class, nonatomic, readonly) NSString *entityName;
        - (void)notAProperty;
        @end
        @interface Recipe (Extras)
        @property (nonatomic, strong) NSString *fromCategory;
        @end
        // @property (nonatomic) NSString *commentedOut;
        """#

    static let implementation = #"""
        #import "Recipe.h"
        @interface Recipe ()
        @property (nonatomic, assign) BOOL fromExtension;
        @end
        @implementation Recipe
        @dynamic name, servings;
        @synthesize onlySynthesized;
        @end
        @interface Dessert : Recipe
        @property (nonatomic, strong) NSString *topping;
        @end
        @interface Imported : SomeFrameworkObject
        @end
        @interface Coded : NSManagedObject <NSCoding>
        @end
        @interface Annotated : NSManagedObject <MKAnnotation>
        @end
        """#

    static let swift = #"""
        import CoreData
        @objc(Ingredient)
        public class Ingredient: NSManagedObject {
            @NSManaged public var name: String
            @NSManaged var note: String?
            @NSManaged var added: Date?
            @NSManaged public var amount: NSNumber?
            @NSManaged var price: Decimal?
            @NSManaged var photo: Data?
            @NSManaged var id: UUID?
            @NSManaged var link: URL?
            @NSManaged var grams: Int16
            @NSManaged var count: Int64
            @NSManaged var isVegan: Bool
            @NSManaged var weight: Double
            @NSManaged var recipes: Set<Recipe>?
            @NSManaged var steps: NSOrderedSet?
            @NSManaged var recipe: Recipe?
            @NSManaged var any: Any?
            @objc dynamic var rank: Int = 0
            @objc(isFresh) var fresh: Bool { true }
            @objc var handler: (() -> Void)?
            @objc private(set) var label: NSString = "x"
            var computed: String { name }
            static var shared: Int = 0
            func method() {
                @objc var local: Int = 0
            }
            struct Nested {
                @objc var inStruct: Int
            }
        }
        extension Ingredient {
            @NSManaged public var fromExtension: String?
            @objc var untyped = 3.5
        }
        class Plain: NSManagedObject {
            @NSManaged var title: String
        }
        final class Chained: Plain {}
        class Outside: SomeFrameworkObject {}
        @objcMembers class Exposed: NSManagedObject {
            var shown: String = ""
            var optionalNumber: Int?
        }
        class ExposedChild: Exposed {
            var alsoShown: Date?
        }
        @objc protocol Rated {
            var stars: Int16 { get }
        }
        class RatedThing: NSManagedObject, Rated, Identifiable {
            var stars: Int16 = 0
        }
        """#

    let index = AppClassIndex(sources: [
        ("App/Recipe.h", Self.header), ("App/Recipe.m", Self.implementation), ("App/Ingredient.swift", Self.swift),
    ])

    func kind(_ name: String, _ className: String) -> DeclaredProperty.Kind? {
        if case .declared(let property) = index.property(name, ofClass: className) { return property.kind }
        return nil
    }

    @Test func objectiveCObjectsNameTheirClass() {
        #expect(kind("name", "Recipe") == .object(className: "NSString"))
        #expect(kind("servings", "Recipe") == .object(className: "NSNumber"))
        #expect(kind("title", "Recipe") == .object(className: "NSString"))
        #expect(kind("subtitle", "Recipe") == .object(className: "NSString"))
        #expect(kind("tags", "Recipe") == .object(className: "NSSet"))
        #expect(kind("owner", "Recipe") == .object(className: "NSManagedObject"))
        #expect(kind("cooked", "Recipe") == .object(className: "NSDate"))
        #expect(kind("label", "Recipe") == .object(className: "UILabel"))
        #expect(kind("extras", "Recipe") == .object(className: "NSDictionary"))
        #expect(kind("anything", "Recipe") == .object(className: nil))
        #expect(kind("token", "Recipe") == .object(className: nil))
        #expect(kind("onSave", "Recipe") == .object(className: nil))
    }

    @Test func objectiveCScalarsAreNotObjects() {
        #expect(kind("rating", "Recipe") == .scalar(typeName: "int16_t"))
        #expect(kind("steps", "Recipe") == .scalar(typeName: "NSInteger"))
        #expect(kind("bigCount", "Recipe") == .scalar(typeName: "unsigned long long"))
        #expect(kind("cName", "Recipe") == .scalar(typeName: "char *"))
        #expect(kind("changedSection", "Recipe") == .scalar(typeName: "BOOL"))  // From the protocol it adopts.
    }

    @Test func categoriesAndClassExtensionsAddToTheClass() {
        #expect(kind("fromCategory", "Recipe") == .object(className: "NSString"))
        #expect(kind("fromExtension", "Recipe") == .scalar(typeName: "BOOL"))
        #expect(
            index.property("name", ofClass: "Recipe")
                == .declared(
                    DeclaredProperty(
                        name: "name", kind: .object(className: "NSString"),
                        location: SourceLocation(file: "App/Recipe.h", position: .lineColumn(line: 10, column: 42)))))
    }

    @Test func whatDeclaresNoPropertyIsNotOne() {
        let recipe = SourceLocation(file: "App/Recipe.h", position: .lineColumn(line: 6, column: 12))
        for name in ["ivarIsNoProperty", "notAProperty", "entityName", "commentedOut", "onlySynthesized", "missing"] {
            #expect(index.property(name, ofClass: "Recipe") == .notDeclared(classLocation: recipe), "\(name)")
        }
    }

    @Test func superclassesInTheSourcesAreWalked() {
        #expect(kind("topping", "Dessert") == .object(className: "NSString"))
        #expect(kind("name", "Dessert") == .object(className: "NSString"))  // Recipe's.
        #expect(kind("changedSection", "Dessert") == .scalar(typeName: "BOOL"))
        #expect(kind("title", "App.Chained") == .object(className: "NSString"))
        if case .notDeclared = index.property("missing", ofClass: "Dessert") {} else { Issue.record("Dessert") }
    }

    @Test func whatTheSourcesCannotTellIsUnknown() {
        #expect(index.property("name", ofClass: "NoSuchClass") == .unknown)
        #expect(index.property("missing", ofClass: "Imported") == .unknown)  // Its superclass is no source's.
        #expect(index.property("missing", ofClass: "App.Outside") == .unknown)
        #expect(index.property("title", ofClass: "Annotated") == .unknown)  // MKAnnotation may declare it.
        #expect(index.property("objectID", ofClass: "Recipe") == .unknown)  // NSManagedObject's own.
        if case .notDeclared = index.property("title", ofClass: "Coded") {} else { Issue.record("NSCoding brings no property") }
    }

    @Test func swiftTypesAreSeenAsTheirFoundationClasses() {
        let expected: [(String, DeclaredProperty.Kind)] = [
            ("name", .object(className: "NSString")), ("note", .object(className: "NSString")),
            ("added", .object(className: "NSDate")), ("amount", .object(className: "NSNumber")),
            ("price", .object(className: "NSDecimalNumber")), ("photo", .object(className: "NSData")),
            ("id", .object(className: "NSUUID")), ("link", .object(className: "NSURL")),
            ("recipes", .object(className: "NSSet")), ("steps", .object(className: "NSOrderedSet")),
            ("recipe", .object(className: "Recipe")), ("any", .object(className: nil)), ("handler", .object(className: nil)),
            ("label", .object(className: "NSString")), ("fromExtension", .object(className: "NSString")),
            ("grams", .scalar(typeName: "Int16")), ("count", .scalar(typeName: "Int64")), ("isVegan", .scalar(typeName: "Bool")),
            ("weight", .scalar(typeName: "Double")), ("rank", .scalar(typeName: "Int")), ("isFresh", .scalar(typeName: "Bool")),
            ("untyped", .scalar(typeName: "Double")),
        ]
        for (name, kind) in expected {
            #expect(self.kind(name, "Ingredient") == kind, "\(name)")
        }
    }

    @Test func swiftPropertiesTheRuntimeDoesNotSeeAreNotDeclared() {
        for name in ["computed", "shared", "local", "inStruct", "fresh"] {
            if case .notDeclared = index.property(name, ofClass: "Ingredient") {} else { Issue.record("\(name)") }
        }
    }

    @Test func swiftClassesAreFoundWithOrWithoutTheirModule() {
        for name in ["Ingredient", "App.Ingredient", ".Ingredient", "Other.Ingredient"] {
            #expect(kind("name", name) == .object(className: "NSString"), "\(name)")
        }
        #expect(kind("title", "Plain") == .object(className: "NSString"))  // No @objc(Name): still its entity's class.
        #expect(kind("title", "MyApp.Plain") == .object(className: "NSString"))
    }

    @Test func objcMembersExposesTheClassAndItsSubclasses() {
        #expect(kind("shown", "App.Exposed") == .object(className: "NSString"))
        #expect(kind("alsoShown", "App.ExposedChild") == .object(className: "NSDate"))
        #expect(kind("shown", "App.ExposedChild") == .object(className: "NSString"))
        if case .notDeclared = index.property("optionalNumber", ofClass: "App.Exposed") {} else { Issue.record("Int? is not @objc") }
    }

    @Test func objcProtocolRequirementsAreProperties() {
        #expect(kind("stars", "App.RatedThing") == .scalar(typeName: "Int16"))
        if case .notDeclared = index.property("missing", ofClass: "App.RatedThing") {} else { Issue.record("Identifiable brings none") }
    }

    /// The files Xcode writes for an entity with "Manual/None" code generation, which then are sources.
    static let generatedSwift = #"""
        import CoreData
        @objc(CDRecipe)
        public class Recipe: NSManagedObject {}
        extension Recipe {
            @nonobjc public class func fetchRequest() -> NSFetchRequest<Recipe> { NSFetchRequest<Recipe>(entityName: "Recipe") }
            @NSManaged public var title: String?
            @NSManaged public var rating: Int16
            @NSManaged public var tags: NSSet?
            @NSManaged public var steps: NSOrderedSet?
            @NSManaged public var options: NSObject?
            @NSManaged public var words: [String]?
            @NSManaged public var attributes: [String: Any]?
            @NSManaged public var maybe: Optional<Date>
            @objc var first: String = "", second: Int16 = 0
            @objc var third = 1, fourth = true
        }
        extension Recipe {
            @objc(addTagsObject:)
            @NSManaged public func addToTags(_ value: Tag)
        }
        extension Recipe: Identifiable {}
        @objc extension Recipe {
            var inObjcExtension: Date? { nil }
            static var notOnInstances: Int { 0 }
        }
        class Outer {
            @objc(Inner) class Inner: NSManagedObject {
                @NSManaged var inside: String
            }
        }
        """#

    static let generatedObjectiveC = #"""
        @protocol Forward;
        @protocol A, B;
        @interface CDRecipe (CoreDataProperties)
        + (NSFetchRequest<CDRecipe *> *)fetchRequest;
        @property (nullable, nonatomic, copy) NSString *fromObjectiveC;
        @property (nullable, nonatomic, retain) IBOutletCollection(UILabel) NSArray *labels;
        @end
        """#

    @Test func generatedFilesAndObjcNames() {
        let index = AppClassIndex(sources: [
            ("App/Recipe+CoreData.swift", Self.generatedSwift), ("App/Recipe+CoreData.h", Self.generatedObjectiveC),
        ])
        func kind(_ name: String, _ className: String) -> DeclaredProperty.Kind? {
            if case .declared(let property) = index.property(name, ofClass: className) { return property.kind }
            return nil
        }
        for className in ["CDRecipe", "App.Recipe", ".Recipe"] {
            #expect(kind("title", className) == .object(className: "NSString"), "\(className)")
            #expect(kind("fromObjectiveC", className) == .object(className: "NSString"), "\(className)")  // A category on its @objc name.
        }
        #expect(kind("rating", "CDRecipe") == .scalar(typeName: "Int16"))
        #expect(kind("tags", "CDRecipe") == .object(className: "NSSet"))
        #expect(kind("steps", "CDRecipe") == .object(className: "NSOrderedSet"))
        #expect(kind("options", "CDRecipe") == .object(className: "NSObject"))
        #expect(kind("words", "CDRecipe") == .object(className: "NSArray"))
        #expect(kind("attributes", "CDRecipe") == .object(className: "NSDictionary"))
        #expect(kind("maybe", "CDRecipe") == .object(className: "NSDate"))
        #expect(kind("labels", "CDRecipe") == .object(className: "NSArray"))
        #expect(kind("first", "CDRecipe") == .object(className: "NSString"))
        #expect(kind("second", "CDRecipe") == .scalar(typeName: "Int16"))
        #expect(kind("third", "CDRecipe") == .scalar(typeName: "Int"))
        #expect(kind("fourth", "CDRecipe") == .scalar(typeName: "Bool"))
        #expect(kind("inside", "Inner") == .object(className: "NSString"))
        #expect(kind("inObjcExtension", "CDRecipe") == .object(className: "NSDate"))
        for name in ["fetchRequest", "addToTags", "addTagsObject", "value", "notOnInstances"] {
            if case .notDeclared = index.property(name, ofClass: "CDRecipe") {} else { Issue.record("\(name)") }
        }
    }
}
