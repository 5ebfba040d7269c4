import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// What CDL does when the user acts on a row in edit mode, beyond what it shows (docs/DECISIONS.md, "The
/// user's actions, traced"): a tap asks the class for the property (`classOfKey:`), a chooser labels its
/// choices, a delete unlinks and saves, an ordered "Add" creates the intermediate objects. Run on key
/// paths the key-path walk found sound, with the type they end in.
final class EditPathChecker: Sendable {
    let model: CoreDataModel
    /// The definition file, as diagnostics name it.
    let file: String
    let classes: ClassProperties
    /// The entity of the view's object, and its class.
    let owner: EntityClass

    /// Whether the model alone says what the class declares (generated, or written with no sources to
    /// read): then a String is an NSString property and needs no look.
    let modelDecides: Bool

    /// A class: made once a view and used for each of its rows, not copied for each (its model is large).
    init(model: CoreDataModel, file: String, classes: ClassProperties, owner: EntityClass) {
        self.model = model
        self.file = file
        self.classes = classes
        self.owner = owner
        switch owner.kind {
        case .plain: modelDecides = false
        case .generated: modelDecides = true
        case .written: modelDecides = classes.sources == nil
        }
    }

    func check(_ row: any RowController, keyPath: Located<String>, endType: AttributeType, into diagnostics: inout [Diagnostic]) {
        let at = SourceLocation(file: file, position: keyPath.position)
        let path = keyPath.value
        // By row type, not by casts, and only the components an action needs, found on the path's bytes:
        // this runs for every row (docs/PERFORMANCE.md, "The edit-path checks' cost").
        switch row.rowType {
        case .singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel:
            checkTextField(path, endType: endType, at: at, into: &diagnostics)
        case .relationship:
            checkDeclared(KeyPathSyntax.component(0, of: path), action: "choosing another object in edit mode", at: at, into: &diagnostics)
        case .toManyRelationship:
            let key = KeyPathSyntax.component(0, of: path)
            if (row as? ToManyRelationshipRowController)?.showsAddExistingObjects == true {
                checkChooser(path, key, endType: endType, at: at, into: &diagnostics)
            }
            checkUnlink(key, keyPath: path, at: at, into: &diagnostics)
        case .toManyOrderedRelationship:
            let key = KeyPathSyntax.component(0, of: path)
            checkChooser(path, key, endType: endType, at: at, into: &diagnostics)
            checkUnlink(key, keyPath: path, at: at, into: &diagnostics)
            checkIntermediate(key, link: KeyPathSyntax.component(1, of: path), keyPath: path, at: at, into: &diagnostics)
        default:
            break
        }
    }

    /// A single-line row's tap in edit mode picks its edit screen by the property's class
    /// (CDLSingleLineTableRowController.m:177-183): only an NSString, NSNumber or NSDate object property gets one.
    private func checkTextField(_ key: String, endType: AttributeType, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        // A number or Boolean there is already a type-mismatch error, whatever its declaration.
        guard endType == .string || endType == .date else { return }
        if endType == .string && modelDecides { return }
        switch classes.declaration(of: key, in: owner, type: endType) {
        case .undeclared(let reason, let note):
            diagnostics.append(.propertyUndeclared(key, reason: reason, action: "tapping the row in edit mode", note: note, at: at))
        case .scalar(let typeName):
            diagnostics.append(.propertyScalar(key, typeName: typeName, at: at))
        case .object(let className?) where className != "NSString" && className != "NSNumber" && className != "NSDate":
            diagnostics.append(.propertyClassWithoutEditor(key, className: className, at: at))
        case .object:
            break
        }
    }

    /// Every chooser asks the owner's class for the relationship's property (CDLToOneRelationshipEditController.m:54).
    private func checkDeclared(_ key: String, action: String, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        if case .undeclared(let reason, let note) = classes.declaration(of: key, in: owner, type: nil) {
            diagnostics.append(.propertyUndeclared(key, reason: reason, action: action, note: note, at: at))
        }
    }

    /// "Add Existing" (and the ordered "Add") is a chooser too, and labels each choice with the raw value
    /// (CDLToManyRelationshipAddExistingObjectsEditController.m:125): a number in a label's text crashes.
    private func checkChooser(
        _ keyPath: String, _ key: String, endType: AttributeType, at: SourceLocation, into diagnostics: inout [Diagnostic]
    ) {
        checkDeclared(key, action: "opening the \"Add\" chooser in edit mode", at: at, into: &diagnostics)
        if endType.isNumeric || endType == .boolean {
            diagnostics.append(.chooserRawNumber(keyPath, type: endType, at: at))
        }
    }

    /// Deleting a row unlinks the object and saves (CDLToManyRelationshipSectionController.m:365-387,
    /// CDLToManyOrderedRelationshipSectionController.m:187-221): a required to-one inverse fails the save.
    private func checkUnlink(_ key: String, keyPath: String, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        guard case .relationship(let relationship)? = model.property(key, of: owner.entity.name),
            let destination = relationship.destinationEntity, let inverse = model.inverse(of: relationship),
            !inverse.isToMany, !inverse.isOptional
        else { return }
        let note = DiagnosticNote(
            "'\(destination).\(inverse.name)' is here", at: SourceLocation(file: model.file, position: inverse.position))
        diagnostics.append(.unlinkFailsSave(keyPath, destination: destination, inverse: inverse.name, note: note, at: at))
    }

    /// The ordered "Add" inserts one intermediate object per choice and sets only `order` and its two links
    /// (CDLToManyOrderedRelationshipEditController.m:84-90): another required property fails the save.
    private func checkIntermediate(_ key: String, link: String, keyPath: String, at: SourceLocation, into diagnostics: inout [Diagnostic]) {
        guard case .relationship(let toIntermediate)? = model.property(key, of: owner.entity.name),
            let intermediate = toIntermediate.destinationEntity
        else { return }
        let setByCDL = { (name: String) in name == "order" || name == link || name == toIntermediate.inverseName }
        var missing: [String] = []
        for entity in model.lineage(of: intermediate).reversed() {
            for attribute in entity.attributes where attribute.mustBeSet && !setByCDL(attribute.name) { missing.append(attribute.name) }
            for relationship in entity.relationships
            where !relationship.isOptional && !relationship.isToMany && !setByCDL(relationship.name) {
                missing.append(relationship.name)
            }
        }
        guard !missing.isEmpty else { return }
        diagnostics.append(.intermediateFailsSave(keyPath, intermediate: intermediate, missing: missing, at: at))
    }
}
