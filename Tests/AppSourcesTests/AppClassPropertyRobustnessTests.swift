import AppSources
import CDLGenTestSupport
import Testing

/// Properties cut off anywhere, braces nested without end, runs of words meant to make each declaration
/// read to the end of the file: reading ends, and no property comes from half a declaration.
@Suite struct AppClassPropertyRobustnessTests {
    @Test(arguments: [
        "@property", "@property (", "@property (nonatomic", "@property (nonatomic) NSString", "@property (nonatomic) NSString *",
        "@property NSString *name", "@property NSString *a, *name", "@property NSSet<Foo *", "@property void (^name",
        "@property (nonatomic) NSString *name\n@end", "@property (class) NSString *name;", "@property ) NSString *name;",
        "@property /* NSString *name; */", "@property \"NSString *name;\"", "@property (getter=",
    ])
    func truncatedObjectiveCPropertiesDeclareNothing(_ property: String) {
        let index = AppClassIndex(sources: [("A.h", "@interface Recipe : NSManagedObject\n" + property)])
        if case .declared(let found) = index.property("name", ofClass: "Recipe") { Issue.record("\(found) from \(property)") }
    }

    @Test(arguments: [
        "@NSManaged var", "@NSManaged var name", "@NSManaged var name:", "@NSManaged var name: [", "@NSManaged var name: [String:",
        "@NSManaged var name: Set<", "@NSManaged var name: Set<String", "@NSManaged var name: (", "@NSManaged var name: ((",
        "@NSManaged var name: String.", "@objc var name =", "@NSManaged var `name", "@NSManaged var name: Int?",
        "@NSManaged var name: (Int, Int)", "@NSManaged var name: String.Type",
    ])
    func truncatedSwiftPropertiesDeclareNothing(_ property: String) {
        let index = AppClassIndex(sources: [("A.swift", "class Recipe: NSManagedObject {\n" + property)])
        if case .declared(let found) = index.property("name", ofClass: "App.Recipe") { Issue.record("\(found) from \(property)") }
    }

    static let depth = 50_000

    static let hostile: [String: String] = [
        "Braces.swift": "class A: NSObject {" + String(repeating: "{", count: depth) + "@objc var x: Int"
            + String(repeating: "}", count: depth * 2),
        "Types.swift": "class B: NSObject { @objc var x: " + String(repeating: "[", count: depth) + "\n@objc var y: Int }",
        "Generics.swift": "class C: NSObject { @objc var x: " + String(repeating: "Set<", count: depth) + " }",
        "Parens.swift": "class D: NSObject {" + String(repeating: "@objc var x: [(", count: depth) + String(repeating: "(", count: depth),
        "Words.swift": String(repeating: "public class ", count: depth) + String(repeating: "public ", count: depth) + "var z: Int",
        "Properties.m": "@interface E : NSObject\n" + String(repeating: "@property (", count: depth),
        "Declarators.m": "@interface F : NSObject\n@property NSString " + String(repeating: "*a, ", count: depth),
        "Blocks.m": "@interface G : NSObject\n@property void " + String(repeating: "(^", count: depth),
    ]

    @Test(arguments: hostile.keys.sorted())
    func hostileNestingAndRunsEnd(_ file: String) {
        let index = AppClassIndex(sources: [(file, Self.hostile[file]!)])
        if file == "Types.swift" {
            // A type too deep to read leaves the next one readable.
            if case .declared(let found) = index.property("y", ofClass: "App.B") {
                #expect(found.kind == .scalar(typeName: "Int"))
            } else {
                Issue.record("y")
            }
        }
        if case .declared = index.property("x", ofClass: "App.A") { Issue.record("a property of a nested block") }
    }

    @Test func randomBytesEnd() {
        var generator = SplitMix64(seed: 37)
        let pieces = [
            "@property", "@interface", "@end", "@NSManaged", "@objc", "var", "class", "extension", "{", "}", "(", ")", "<", ">", "*",
            ",", ";", ":", "?", "X", "Int16", "NSString", "\n",
        ]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(
                separator: " ")
            let index = AppClassIndex(sources: [("A.swift", text), ("A.m", text)])
            _ = index.property("X", ofClass: "X")
        }
    }
}
