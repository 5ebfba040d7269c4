import AppSources
import CoreDataModel

/// What the exported views know of the app's classes: each entity's class name, and the Swift type of
/// each property — from the app's sources when the project names them (a class the app wrote), else as
/// Xcode's code generation writes it from the model.
struct ClassFacts {
    var model: CoreDataModel
    var appClasses: AppClassIndex?

    /// The class of an entity's objects; nil when the model names none (plain `NSManagedObject`, whose
    /// properties Swift cannot name).
    func className(of entity: String) -> String? {
        guard let name = model.entity(named: entity)?.representedClassName, !name.isEmpty, name != "NSManagedObject" else { return nil }
        // A Swift class written with its module (`MyApp.Event`) is `Event` in Swift.
        return SwiftName.type(String(name.split(separator: ".").last ?? Substring(name)))
    }

    /// The Swift type of `key` of `entity`'s class; nil when the model has no such property.
    func type(of key: String, in entity: String) -> SwiftPropertyType? {
        guard let property = model.property(key, of: entity) else { return nil }
        let generated: SwiftPropertyType?
        switch property {
        case .attribute(let attribute):
            generated = SwiftPropertyType(generatedFor: attribute)
        case .relationship(let relationship):
            guard let destination = relationship.destinationEntity, let className = className(of: destination) else { return nil }
            generated =
                relationship.isToMany ? .toMany(className: className, isOrdered: relationship.isOrdered) : .toOne(className: className)
        }
        guard let generated, let declared = declaredType(of: key, in: entity, generated: generated) else { return generated }
        return declared
    }

    /// The entity a relationship of `entity` leads to.
    func destination(of key: String, in entity: String) -> String? {
        guard case .relationship(let relationship)? = model.property(key, of: entity) else { return nil }
        return relationship.destinationEntity
    }

    /// What the app's own class declares for the property, when its sources are read and declare it.
    private func declaredType(of key: String, in entity: String, generated: SwiftPropertyType) -> SwiftPropertyType? {
        guard let appClasses, let className = model.entity(named: entity)?.representedClassName,
            case .declared(let property) = appClasses.property(key, ofClass: className)
        else { return nil }
        switch property.kind {
        case .scalar(let typeName):
            return Self.scalarTypes[typeName].map(SwiftPropertyType.scalar)
        case .object(let objectClass?):
            switch objectClass {
            case "NSString": return .string
            case "NSDate": return .date
            case "NSDecimalNumber": return .decimal
            case "NSNumber":
                if case .number = generated { return generated }
                if case .attribute(let attribute)? = model.property(key, of: entity) { return .number(attribute.type) }
                return .number(.integer64)
            case "NSData": return .other("Data")
            case "NSUUID": return .other("UUID")
            case "NSURL": return .other("URL")
            default: return generated.isRelationship ? generated : nil
            }
        case .object(nil):
            return nil
        }
    }

    /// Objective-C's and Swift's names of the scalars a managed property can be.
    private static let scalarTypes: [String: String] = [
        "BOOL": "Bool", "Bool": "Bool", "bool": "Bool",
        "int16_t": "Int16", "Int16": "Int16", "int32_t": "Int32", "Int32": "Int32", "int64_t": "Int64", "Int64": "Int64",
        "NSInteger": "Int", "Int": "Int", "double": "Double", "Double": "Double", "float": "Float", "Float": "Float",
    ]
}
