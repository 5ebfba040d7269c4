import CoreDataModel
import PlistLoader

/// The diagnostics of the model rules (README, "Reading a diagnostic" and README, "Checking against the Core Data model"), made in one place like the others.
extension Diagnostic {
    static func unknownEntity(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(.unknownEntity, "the model has no entity '\(name)'\(hint)", at: location, fixIt: suggestion)
    }

    /// `keyPath` is the whole key path; `fixedKeyPath` the key path with the suggestion in place.
    static func unknownAttribute(
        _ name: String, of entity: String, in keyPath: String, suggestion: String?, fixedKeyPath: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        let place = keyPath == name ? "" : " (in '\(keyPath)')"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .unknownAttribute, "'\(entity)' has no attribute or relationship '\(name)'\(place)\(hint)",
            at: location, fixIt: fixedKeyPath)
    }

    static func notARelationship(_ name: String, of entity: String, type: AttributeType, in keyPath: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .notARelationship,
            "'\(name)' is \(type.modelNameWithArticle) attribute of '\(entity)', not a relationship, so '\(keyPath)' cannot go on past it",
            at: location)
    }

    static func toOneRowThroughToMany(_ name: String, of entity: String, rowType: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .toManyMismatch,
            "'\(entity).\(name)' is a to-many relationship, but \(rowType) shows one object; use a ToManyRelationship row in a section of its own",
            at: location)
    }

    static func listCellThroughToMany(_ name: String, of entity: String, place: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .warning, .toManyMismatch,
            "'\(entity).\(name)' is a to-many relationship: \(place) shows the description of the set of its values, "
                + "as \"{(\n    a,\n    b\n)}\"; show a to-one relationship's value",
            at: location)
    }

    static func toManyRowThroughToOne(_ name: String, of entity: String, rowType: RowType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .toManyMismatch,
            "'\(entity).\(name)' is a to-one relationship, but a \(rowType.rawValue) row needs a to-many one; use a Relationship row",
            at: location)
    }

    static func missingOrderAttribute(intermediate: String, relationship: String, found: AttributeType?, at location: SourceLocation)
        -> Diagnostic
    {
        let problem = found.map { "its 'order' attribute is \($0.modelNameWithArticle), not a number" } ?? "it has no 'order' attribute"
        return Diagnostic(
            .missingOrderAttribute,
            "'\(intermediate)', the intermediate entity of '\(relationship)', cannot order the rows: \(problem)",
            at: location)
    }

    /// An attribute that does not fit the place that shows it, for `reason` (``ShownValue/misfit(_:)``).
    /// The severity is the misfit's, not the rule's `error`: some misfits show, only not as meant (a
    /// Boolean as 1 or 0), and are warnings.
    static func attributeMisfit(
        _ keyPath: String, type: AttributeType, reason: String, severity: DiagnosticSeverity, at location: SourceLocation
    ) -> Diagnostic {
        Diagnostic(severity, .typeMismatch, "'\(keyPath)' is \(type.modelNameWithArticle): \(reason)", at: location)
    }

    /// A key path that ends in a relationship where `place` shows an attribute's value.
    static func keyPathEndsInRelationship(_ keyPath: String, place: String, related: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .typeMismatch,
            "'\(keyPath)' is a relationship, but \(place) shows an attribute: add an attribute of '\(related)' to the key path",
            at: location)
    }

    static func dateStyleRequired(_ keyPath: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .dateStyleRequired,
            "'\(keyPath)' is a Date, but the row sets neither 'dateFormatterStyle' nor 'timeFormatterStyle': CDL raises "
                + "\"Attributes of NSDate must have a date OR time formatter style set\"",
            at: location)
    }

    static func relationshipInAddView(
        _ keyPath: String, addView: String, relationship: String, inverse: String, at location: SourceLocation,
        referredFrom: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .relationshipInAddView,
            "'\(addView)' creates objects for '\(relationship)', which sets their '\(inverse)' itself once they are saved, "
                + "overwriting what is chosen here; do not show '\(keyPath)' here",
            at: location, notes: [DiagnosticNote("'\(addView)' is the add-new view of '\(relationship)' here", at: referredFrom)])
    }

    static func entityUnresolved(_ definition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .entityUnresolved,
            "cannot tell which entity '\(definition)' shows, so it is not checked against the model; name it under 'entities' in cdlgen.json, or pass --entity",
            at: location)
    }

    /// A Relationship row's edit screen fetches the choices by the class name of the property (CDL's
    /// `classOfKey:`), so the destination's class must be named as the entity.
    static func relationshipClassName(
        _ keyPath: String, destination: Entity, model: String, at location: SourceLocation
    ) -> Diagnostic {
        let className = destination.representedClassName ?? "NSManagedObject"
        return Diagnostic(
            .typeMismatch,
            "the objects of '\(destination.name)' are of class '\(className)': CDL's edit screen for '\(keyPath)' looks up the entity "
                + "by that class name and raises; set the entity's class to '\(destination.name)'",
            at: location, fixIt: nil,
            notes: [DiagnosticNote("'\(destination.name)' is here", at: SourceLocation(file: model, position: destination.position))])
    }

    /// `problem` says which of the ordered row's four relationships breaks CDL's checks, and how.
    static func orderedRelationshipModel(_ problem: String, keyPath: String, note: DiagnosticNote?, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .orderedRelationshipModel,
            "CDL raises for the ordered row '\(keyPath)': \(problem)", at: location, notes: note.map { [$0] } ?? [])
    }

    static func sortKeyNotString(_ keyPath: String, type: AttributeType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .sortKeyNotString,
            "'\(keyPath)' is \(type.modelNameWithArticle): CDL sorts with caseInsensitiveCompare:, which only strings answer "
                + "(a sort in memory raises); sort by a String attribute",
            at: location)
    }

    /// `inverse`: the relationship CDL sets only after validating (add-new views), named apart when missing.
    static func unsaveableView(
        _ view: String, entity: String, missing: [String], inverse: String?, note: DiagnosticNote, at location: SourceLocation
    ) -> Diagnostic {
        let names = missing.map { name in
            "'\(name)'" + (name == inverse ? " (the inverse, which CDL sets only after Save has validated the object)" : "")
        }
        let list = SpokenList.joined(names)
        return Diagnostic(
            .unsaveableView,
            "'\(view)' creates \(entity) objects, but does not show \(list), which \(names.count == 1 ? "is" : "are") required and "
                + "\(names.count == 1 ? "has" : "have") no default: Save shows \"Validation Error\" and never succeeds",
            at: location, notes: [note])
    }
}
