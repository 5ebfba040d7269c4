import CoreDataModel
import PlistLoader

/// The messages of what fails when the user acts on a row (`EditPathChecker`).
extension Diagnostic {
    static func propertyUndeclared(_ key: String, reason: String, action: String, note: DiagnosticNote?, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .propertyDeclaration,
            "\(action) crashes: CDL asks the class for the property '\(key)' (classOfKey:), and \(reason); give the entity a class "
                + "that declares it (an @property, or @NSManaged in Swift; Xcode's \"Class Definition\" code generation does)",
            at: location, notes: note.map { [$0] } ?? [])
    }

    static func propertyScalar(_ key: String, typeName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .propertyDeclaration,
            "'\(key)' is held in a scalar property (\(typeName)): tapping the row in edit mode crashes, because CDL's classOfKey: reads "
                + "only object properties; uncheck \"Use Scalar Type\" for it in the model (or declare it as an object)",
            at: location)
    }

    static func propertyClassWithoutEditor(_ key: String, className: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .propertyDeclaration,
            "the class declares '\(key)' as \(className): tapping the row in edit mode pushes no edit screen (CDL has one for NSString, "
                + "NSNumber and NSDate only), and UIKit raises on nil",
            at: location)
    }

    static func chooserRawNumber(_ keyPath: String, type: AttributeType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .typeMismatch,
            "'\(keyPath)' is \(type.modelNameWithArticle): the \"Add\" chooser of edit mode puts the raw NSNumber in each choice's label "
                + "(not text), which crashes when it opens; show a String of the related objects",
            at: location)
    }

    static func unlinkFailsSave(_ keyPath: String, destination: String, inverse: String, note: DiagnosticNote, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .unsaveableLink,
            "deleting a row of '\(keyPath)' in edit mode only unlinks the \(destination) (CDL never deletes it), and '\(destination)."
                + "\(inverse)' is required: the save fails and the app aborts; make '\(inverse)' optional",
            at: location, notes: [note])
    }

    static func intermediateFailsSave(_ keyPath: String, intermediate: String, missing: [String], at location: SourceLocation) -> Diagnostic
    {
        let names = missing.map { "'\($0)'" }
        let list = SpokenList.joined(names)
        return Diagnostic(
            .unsaveableLink,
            "adding with the row '\(keyPath)' creates \(intermediate) objects setting only 'order' and their two relationships, but "
                + "\(list) \(names.count == 1 ? "is" : "are") required without a default: the save fails and the app aborts; make "
                + "\(names.count == 1 ? "it" : "them") optional or give \(names.count == 1 ? "it" : "them") a default",
            at: location)
    }

    static func listDeleteDenied(_ entity: String, relationship: String, note: DiagnosticNote, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .unsaveableLink,
            "deleting a \(entity) in the list saves at once, and '\(relationship)' has the Deny delete rule: deleting one that has any "
                + "fails the save and the app aborts",
            at: location, notes: [note])
    }

    static func listDeleteOrphans(
        _ entity: String, relationship: String, inverse: String, note: DiagnosticNote, at location: SourceLocation
    )
        -> Diagnostic
    {
        Diagnostic(
            .warning, .unsaveableLink,
            "deleting a \(entity) in the list saves at once, and '\(relationship)' (Nullify) empties '\(inverse)', which is required: "
                + "deleting one that has any fails the save and the app aborts; use Cascade, or make '\(inverse)' optional",
            at: location, notes: [note])
    }
}
