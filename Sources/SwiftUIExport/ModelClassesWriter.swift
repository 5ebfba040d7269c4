import CoreDataModel

/// `ModelClasses.swift`: each entity's class as Xcode's Swift code generation writes it ("Class
/// Definition"), for an app whose model does not generate them (Manual/None, or a CDL app's hand-written
/// Objective-C classes being replaced) and for type-checking the export (`export swiftui --model-classes`).
enum ModelClassesWriter {
    static let fileName = "ModelClasses.swift"

    static func write(_ facts: ClassFacts) -> String {
        var code = SwiftCode()
        code.comment("ModelClasses.swift: the model's classes as Xcode generates them, written by cdlgen export swiftui.")
        code.comment("Leave it out when Xcode generates them (Codegen: Class Definition).")
        code.line("import CoreData")
        var written: Set<String> = []
        for entity in facts.model.entities {
            guard let className = facts.className(of: entity.name), written.insert(className).inserted else { continue }
            let superclass = entity.parentEntity.flatMap(facts.className(of:)) ?? "NSManagedObject"
            code.line()
            code.documentation("Objects of the entity `\(SwiftName.commentText(entity.name))`.")
            code.block("public class \(className): \(superclass) {") { type in
                for attribute in entity.attributes {
                    type.line(
                        "@NSManaged public var \(SwiftName.property(attribute.name)): \(SwiftPropertyType(generatedFor: attribute).declaration)"
                    )
                }
                for relationship in entity.relationships {
                    guard let declared = facts.type(of: relationship.name, in: entity.name) else { continue }
                    type.line("@NSManaged public var \(SwiftName.property(relationship.name)): \(declared.declaration)")
                }
            }
        }
        return code.text
    }
}
