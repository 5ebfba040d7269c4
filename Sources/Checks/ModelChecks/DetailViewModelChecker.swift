import Definitions
import Diagnostics
import PlistLoader

/// Checks each row of a detail view against the entity it shows: its key path, the type at its end,
/// date styles, and what CDL's runtime asks of the relationships a row goes through.
struct DetailViewModelChecker: Sendable {
    var keyPaths: KeyPathChecker
    /// What the entities' classes declare, for the edit paths.
    var classes: ClassProperties

    func check(_ view: DetailViewDefinition, entity: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entityIndex = keyPaths.model.entityIndex(named: entity)
        // Found once for all the rows: what the user's actions on them ask of the entity's class.
        let editPaths = keyPaths.model.entity(named: entity).map {
            EditPathChecker(model: keyPaths.model, file: keyPaths.file, classes: classes, owner: classes.entityClass(of: $0))
        }
        for section in view.sections {
            for row in section.rows { check(row, entity: entity, at: entityIndex, editPaths: editPaths, into: &diagnostics) }
        }
        return diagnostics
    }

    private func check(
        _ row: any RowController, entity: String, at entityIndex: Int?, editPaths: EditPathChecker?, into diagnostics: inout [Diagnostic]
    ) {
        let rowType = row.rowType
        guard let keyPath = row.attributeKeyPath, isCheckable(keyPath.value, for: rowType) else { return }
        let (hops, shown) = Self.expectations(for: rowType)
        let endType = keyPaths.check(
            keyPath, from: entity, at: entityIndex, hops: hops, shows: shown, place: "a \(rowType.rawValue) row", into: &diagnostics)
        if endType == .date, rowType.isSingleLine, let row = row as? SingleLineValueRowController, !row.hasUnreadableStyle,
            [row.dateFormatterStyle?.value, row.timeFormatterStyle?.value].allSatisfy({ $0 == nil || $0 == FormatterStyle.none })
        {
            diagnostics.append(.dateStyleRequired(keyPath.value, at: SourceLocation(file: keyPaths.file, position: row.position)))
        }
        if let endType, endType != .date {
            // CDLSingleLineTableRowController.m:96-117: the styles format only an NSDate.
            for (key, position) in row.styleKeyPositions {
                diagnostics.append(
                    .ignoredKey(
                        key, because: "'\(keyPath.value)' is \(endType.modelNameWithArticle), and the styles format only a Date",
                        at: SourceLocation(file: keyPaths.file, position: position)))
            }
        }
        guard let endType else { return }
        editPaths?.check(row, keyPath: keyPath, endType: endType, into: &diagnostics)
        let relationships = RowRelationshipChecker(model: keyPaths.model, file: keyPaths.file)
        switch rowType {
        case .relationship: relationships.checkClassName(of: keyPath, from: entity, into: &diagnostics)
        case .toManyOrderedRelationship: relationships.checkOrdered(keyPath, from: entity, into: &diagnostics)
        default: break
        }
    }

    /// Key paths the decoder already found malformed (or with the wrong number of components for the
    /// row type) are not followed: that would only repeat its finding.
    private func isCheckable(_ keyPath: String, for rowType: RowType) -> Bool {
        guard let count = KeyPathSyntax.componentCount(keyPath) else { return false }
        if rowType.requiresPlainKey { return count == 1 }
        return rowType.relationshipKeyPathComponents.map { count == $0 } ?? true
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
}
