import PlistLoader

/// The diagnostics of the model rules (SPEC §6, §7), made in one place like the others.
extension Diagnostic {
    static func unknownEntity(_ name: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(.error, .unknownEntity, "the model has no entity '\(name)'\(hint)", at: location, fixIt: suggestion)
    }

    /// `keyPath` is the whole key path; `fixedKeyPath` the key path with the suggestion in place.
    static func unknownAttribute(
        _ name: String, of entity: String, in keyPath: String, suggestion: String?, fixedKeyPath: String?,
        at location: SourceLocation
    ) -> Diagnostic {
        let place = keyPath == name ? "" : " (in '\(keyPath)')"
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .error, .unknownAttribute, "'\(entity)' has no attribute or relationship '\(name)'\(place)\(hint)",
            at: location, fixIt: fixedKeyPath)
    }

    static func notARelationship(_ name: String, of entity: String, type: AttributeType, in keyPath: String, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            .error, .notARelationship,
            "'\(name)' is a \(type.modelName) attribute of '\(entity)', not a relationship, so '\(keyPath)' cannot go on past it",
            at: location)
    }

    static func toOneRowThroughToMany(_ name: String, of entity: String, rowType: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .toManyMismatch,
            "'\(entity).\(name)' is a to-many relationship, but \(rowType) shows one object; use a ToManyRelationship row in a section of its own",
            at: location)
    }

    static func toManyRowThroughToOne(_ name: String, of entity: String, rowType: RowType, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .toManyMismatch,
            "'\(entity).\(name)' is a to-one relationship, but a \(rowType.rawValue) row needs a to-many one; use a Relationship row",
            at: location)
    }

    static func missingOrderAttribute(intermediate: String, relationship: String, found: AttributeType?, at location: SourceLocation)
        -> Diagnostic
    {
        let problem = found.map { "its 'order' attribute is a \($0.modelName), not a number" } ?? "it has no 'order' attribute"
        return Diagnostic(
            .error, .missingOrderAttribute,
            "'\(intermediate)', the intermediate entity of '\(relationship)', cannot order the rows: \(problem)",
            at: location)
    }

    static func typeMismatch(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, .typeMismatch, message, at: location)
    }

    static func dateStyleRequired(_ keyPath: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .dateStyleRequired,
            "'\(keyPath)' is a Date, but the row sets neither 'dateFormatterStyle' nor 'timeFormatterStyle', so it would show nothing",
            at: location)
    }

    static func relationshipInAddView(
        _ keyPath: String, addView: String, relationship: String, inverse: String, at location: SourceLocation,
        referredFrom: SourceLocation
    ) -> Diagnostic {
        Diagnostic(
            .error, .relationshipInAddView,
            "'\(addView)' creates objects for '\(relationship)', which sets their '\(inverse)' itself; do not show '\(keyPath)' here",
            at: location, notes: [DiagnosticNote("'\(addView)' is the add-new view of '\(relationship)' here", at: referredFrom)])
    }

    static func entityUnresolved(_ definition: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .note, .entityUnresolved,
            "cannot tell which entity '\(definition)' shows, so it is not checked against the model; name it under 'entities' in cdlgen.json, or pass --entity",
            at: location)
    }
}
