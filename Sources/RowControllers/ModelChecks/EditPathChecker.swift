import CoreDataModel
import PlistLoader

/// What CDL does when the user acts on a row in edit mode, beyond what it shows (docs/DECISIONS.md, "The
/// user's actions, traced"): a tap asks the class for the property (`classOfKey:`), a chooser labels its
/// choices, a delete unlinks and saves, an ordered "Add" creates the intermediate objects. Run on key
/// paths the key-path walk found sound, with the type they end in.
struct EditPathChecker {
    var model: CoreDataModel
    /// The definition file, as diagnostics name it.
    var file: String
    var classes: ClassProperties

    func check(
        _ row: any RowController, keyPath: Located<String>, endType: AttributeType?, entity: String, into diagnostics: inout [Diagnostic]
    ) {
        guard let owner = model.entity(named: entity) else { return }
        let at = SourceLocation(file: file, position: keyPath.position)
        let components = KeyPathChecker.components(of: keyPath.value)
        switch row {
        case is SingleLineValueRowController:
            checkTextField(keyPath.value, endType: endType, of: owner, at: at, into: &diagnostics)
        case is RelationshipRowController:
            checkDeclared(components[0], of: owner, action: "choosing another object in edit mode", at: at, into: &diagnostics)
        case let row as ToManyRelationshipRowController:
            if row.showsAddExistingObjects {
                checkChooser(keyPath.value, components[0], endType: endType, of: owner, at: at, into: &diagnostics)
            }
            checkUnlink(components[0], of: owner, keyPath: keyPath.value, at: at, into: &diagnostics)
        case is OrderedToManyRelationshipRowController:
            checkChooser(keyPath.value, components[0], endType: endType, of: owner, at: at, into: &diagnostics)
            checkUnlink(components[0], of: owner, keyPath: keyPath.value, at: at, into: &diagnostics)
            checkIntermediate(components, of: owner, keyPath: keyPath.value, at: at, into: &diagnostics)
        default:
            break
        }
    }

    /// A single-line row's tap in edit mode picks its edit screen by the property's class
    /// (CDLSingleLineTableRowController.m:177-183): only an NSString, NSNumber or NSDate object property gets one.
    private func checkTextField(
        _ key: String, endType: AttributeType?, of owner: Entity, at: SourceLocation, into diagnostics: inout [Diagnostic]
    ) {
        // A number or Boolean there is already a type-mismatch error, whatever its declaration.
        guard endType == .string || endType == .date else { return }
        switch classes.declaration(of: key, in: owner) {
        case .undeclared(let reason, let note):
            diagnostics.append(.propertyUndeclared(key, reason: reason, action: "tapping the row in edit mode", note: note, at: at))
        case .scalar(let typeName):
            diagnostics.append(.propertyScalar(key, typeName: typeName, at: at))
        case .object(let className?) where !["NSString", "NSNumber", "NSDate"].contains(className):
            diagnostics.append(.propertyClassWithoutEditor(key, className: className, at: at))
        case .object:
            break
        }
    }

    /// Every chooser asks the owner's class for the relationship's property (CDLToOneRelationshipEditController.m:54).
    private func checkDeclared(_ key: String, of owner: Entity, action: String, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        if case .undeclared(let reason, let note) = classes.declaration(of: key, in: owner) {
            diagnostics.append(.propertyUndeclared(key, reason: reason, action: action, note: note, at: at))
        }
    }

    /// "Add Existing" (and the ordered "Add") is a chooser too, and labels each choice with the raw value
    /// (CDLToManyRelationshipAddExistingObjectsEditController.m:125): a number in a label's text crashes.
    private func checkChooser(
        _ keyPath: String, _ key: String, endType: AttributeType?, of owner: Entity, at: SourceLocation,
        into diagnostics: inout [Diagnostic]
    ) {
        checkDeclared(key, of: owner, action: "opening the \"Add\" chooser in edit mode", at: at, into: &diagnostics)
        if let endType, endType.isNumeric || endType == .boolean {
            diagnostics.append(.chooserRawNumber(keyPath, type: endType, at: at))
        }
    }

    /// Deleting a row unlinks the object and saves (CDLToManyRelationshipSectionController.m:365-387,
    /// CDLToManyOrderedRelationshipSectionController.m:187-221): a required to-one inverse fails the save.
    private func checkUnlink(_ key: String, of owner: Entity, keyPath: String, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        guard case .relationship(let relationship)? = model.property(key, of: owner.name),
            let destination = relationship.destinationEntity, let inverse = model.inverse(of: relationship),
            !inverse.isToMany, !inverse.isOptional
        else { return }
        let note = DiagnosticNote(
            "'\(destination).\(inverse.name)' is here", at: SourceLocation(file: model.file, position: inverse.position))
        diagnostics.append(.unlinkFailsSave(keyPath, destination: destination, inverse: inverse.name, note: note, at: at))
    }

    /// The ordered "Add" inserts one intermediate object per choice and sets only `order` and its two links
    /// (CDLToManyOrderedRelationshipEditController.m:84-90): another required property fails the save.
    private func checkIntermediate(
        _ components: [String], of owner: Entity, keyPath: String, at: SourceLocation, into diagnostics: inout [Diagnostic]
    ) {
        guard components.count == 3, case .relationship(let toIntermediate)? = model.property(components[0], of: owner.name),
            let intermediate = toIntermediate.destinationEntity
        else { return }
        let setByCDL = Set(["order", components[1]] + (toIntermediate.inverseName.map { [$0] } ?? []))
        let required = model.lineage(of: intermediate).reversed().flatMap { entity in
            entity.attributes.filter(\.mustBeSet).map(\.name)
                + entity.relationships.filter { !$0.isOptional && !$0.isToMany }.map(\.name)
        }
        let missing = required.filter { !setByCDL.contains($0) }
        guard !missing.isEmpty else { return }
        diagnostics.append(.intermediateFailsSave(keyPath, intermediate: intermediate, missing: missing, at: at))
    }
}
