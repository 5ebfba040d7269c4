import PlistLoader

/// Checks each row of a detail view against the entity it shows: its key path, the type at its end,
/// date styles, and the entity names to-many rows give.
struct DetailViewModelChecker: Sendable {
    var keyPaths: KeyPathChecker

    func check(_ view: DetailViewDefinition, entity: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entityIndex = keyPaths.model.entityIndex(named: entity)
        for section in view.sections {
            for row in section.rows { check(row, entity: entity, at: entityIndex, into: &diagnostics) }
        }
        return diagnostics
    }

    private func check(_ row: any RowController, entity: String, at entityIndex: Int?, into diagnostics: inout [Diagnostic]) {
        let rowType = row.rowType
        if rowType.isToMany { checkEntityNames(of: row, into: &diagnostics) }
        guard let keyPath = row.attributeKeyPath, isCheckable(keyPath.value, for: rowType) else { return }
        let (hops, shown) = Self.expectations(for: rowType)
        let endType = keyPaths.check(
            keyPath, from: entity, at: entityIndex, hops: hops, shows: shown, place: "a \(rowType.rawValue) row", into: &diagnostics)
        if endType == .date, let styles = Self.formatterStyles(of: row), styles.allSatisfy({ $0 == nil || $0 == FormatterStyle.none }) {
            diagnostics.append(.dateStyleRequired(keyPath.value, at: SourceLocation(file: keyPaths.file, position: row.position)))
        }
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
    private func checkEntityNames(of row: any RowController, into diagnostics: inout [Diagnostic]) {
        let names: [Located<String>?] =
            switch row {
            case let row as ToManyRelationshipRowController: [row.relationshipEntityName]
            case let row as OrderedToManyRelationshipRowController: [row.relationshipEntityName, row.relationshipIntermediateEntityName]
            default: []
            }
        for case let name? in names where !name.value.isEmpty && keyPaths.model.entityIndex(named: name.value) == nil {
            let suggestion = DidYouMean.suggestion(for: name.value, among: keyPaths.model.entities.map(\.name))
            let at = SourceLocation(file: keyPaths.file, position: name.position)
            diagnostics.append(.unknownEntity(name.value, suggestion: suggestion, at: at))
        }
    }
}
