import AppSources
import CoreDataModel
import Diagnostics
import PlistLoader

/// What the class of each entity declares, for the edit paths that ask it (`classOfKey:`): read from the
/// app's sources when the project names them and they show the class, else decided by the model
/// (`representedClassName`, `codeGenerationType`, `usesScalarValueType`), which is what Xcode generates.
struct ClassProperties: Sendable {
    var model: CoreDataModel
    var sources: AppClassIndex?

    /// What the class of `entity`'s objects is, worked out once for all the rows of a view.
    func entityClass(of entity: Entity) -> EntityClass {
        guard let name = entity.representedClassName, !name.isEmpty, name != "NSManagedObject" else {
            let note = DiagnosticNote("'\(entity.name)' is here", at: SourceLocation(file: model.file, position: entity.position))
            return EntityClass(entity: entity, kind: .plain(note: note))
        }
        if entity.codeGenerationType == "class" || entity.codeGenerationType == "category" {
            return EntityClass(entity: entity, kind: .generated)
        }
        return EntityClass(entity: entity, kind: .written(name))
    }

    /// The declaration of `property` in `owner`'s class: an attribute of `type`, or a relationship when
    /// `type` is nil.
    func declaration(of property: String, in owner: EntityClass, type: AttributeType?) -> PropertyDeclaration {
        switch owner.kind {
        case .plain(let note):
            let reason =
                "the objects of '\(owner.entity.name)' are plain NSManagedObjects (the model names no class), which declare no properties"
            return .undeclared(reason: reason, note: note)
        case .written(let className):
            if let sources, let declared = sourceDeclaration(of: property, className: className, in: sources) { return declared }
        case .generated:
            break
        }
        return modelDeclaration(of: property, in: owner.entity, type: type)
    }

    /// What Xcode generates (or a hand-written class is taken to hold) for the model's property.
    private func modelDeclaration(of property: String, in entity: Entity, type: AttributeType?) -> PropertyDeclaration {
        // A relationship is an object, a String never a scalar: no lookup (this runs for every row).
        guard let type, type.scalarTypeName != nil else { return .object(className: type?.objectiveCClassName) }
        guard case .attribute(let attribute)? = model.property(property, of: entity.name) else { return .object(className: nil) }
        if attribute.usesScalarValueType, let scalar = attribute.type.scalarTypeName { return .scalar(typeName: scalar) }
        return .object(className: attribute.type.objectiveCClassName)
    }
}
