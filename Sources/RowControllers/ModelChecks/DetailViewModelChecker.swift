import PlistLoader

/// Checks each row of a detail view against the entity it shows: its key path, the type at its end,
/// date styles, and the entity names to-many rows give.
struct DetailViewModelChecker: Sendable {
    var keyPaths: KeyPathChecker

    func check(_ view: DetailViewDefinition, entity: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for section in view.sections {
            for row in section.rows { diagnostics += check(row, entity: entity) }
        }
        return diagnostics
    }

    private func check(_ row: any RowController, entity: String) -> [Diagnostic] {
        var diagnostics = entityNames(of: row)
        guard let keyPath = row.attributeKeyPath, isCheckable(keyPath.value, for: row.rowType) else { return diagnostics }
        let (hops, shown) = Self.expectations(for: row.rowType)
        let walk = keyPaths.check(keyPath, from: entity, hops: hops, shows: shown, place: "a \(row.rowType.rawValue) row")
        diagnostics += walk.diagnostics
        if walk.endAttribute?.type == .date, let styles = Self.formatterStyles(of: row),
            styles.allSatisfy({ $0 == nil || $0 == FormatterStyle.none })
        {
            diagnostics.append(.dateStyleRequired(keyPath.value, at: SourceLocation(file: keyPaths.file, position: row.position)))
        }
        return diagnostics
    }

    /// Key paths the decoder already found malformed (or with too few or too many components for the
    /// row type) are not followed: that would only repeat its finding.
    private func isCheckable(_ keyPath: String, for rowType: RowType) -> Bool {
        guard let count = KeyPathSyntax.componentCount(keyPath) else { return false }
        return rowType.requiresPlainKey ? count == 1 : count >= rowType.minimumKeyPathComponents
    }

    static func expectations(for rowType: RowType) -> (KeyPathHops, ShownValue) {
        switch rowType {
        case .singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel: (.toOne, .text)
        case .multiLineValueNoLabel, .multiLineValueSmallLabel: (.toOne, .longText)
        case .booleanSwitch: (.toOne, .boolean)
        case .relationship: (.toOne, .relatedValue)
        case .toManyRelationship: (.toManyFirst, .relatedValue)
        case .toManyOrderedRelationship: (.orderedIntermediate, .relatedValue)
        case .custom: (.any, .anything)
        }
    }

    /// The date and time styles of a row that can format a date; nil for rows that cannot.
    private static func formatterStyles(of row: any RowController) -> [FormatterStyle?]? {
        switch row {
        case let row as SingleLineValueRowController: [row.dateFormatterStyle?.value, row.timeFormatterStyle?.value]
        case let row as RelationshipRowController: [row.dateFormatterStyle?.value, row.timeFormatterStyle?.value]
        default: nil
        }
    }

    /// `relationshipEntityName` and `relationshipIntermediateEntityName` must name entities of the model.
    private func entityNames(of row: any RowController) -> [Diagnostic] {
        guard row.rowType.isToMany else { return [] }
        let names: [Located<String>?] =
            switch row {
            case let row as ToManyRelationshipRowController: [row.relationshipEntityName]
            case let row as OrderedToManyRelationshipRowController: [row.relationshipEntityName, row.relationshipIntermediateEntityName]
            default: []
            }
        return names.compactMap { name in
            guard let name, !name.value.isEmpty, keyPaths.model.entity(named: name.value) == nil else { return nil }
            let suggestion = DidYouMean.suggestion(for: name.value, among: keyPaths.model.entities.map(\.name))
            return .unknownEntity(name.value, suggestion: suggestion, at: SourceLocation(file: keyPaths.file, position: name.position))
        }
    }
}
