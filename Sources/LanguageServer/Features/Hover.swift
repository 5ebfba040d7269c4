import CoreDataModel
import Definitions
import Diagnostics

/// `textDocument/hover`: what the word under the cursor means — a key's documentation, a row type's or a
/// formatter style's, a key path's attribute or relationship in the model, the file a reference opens, the
/// app's class a class key names — and the explanation of a diagnostic on it (`cdlgen explain`'s summary).
enum Hover {
    static func hover(at cursor: DocumentCursor) -> HoverResult? {
        let context = cursor.context
        guard !context.inComment, !context.wordRange.isEmpty || diagnostic(at: cursor) != nil else { return nil }
        let parts = [meaning(at: cursor), diagnostic(at: cursor).map(explanation)].compactMap { $0 }
        guard !parts.isEmpty else { return nil }
        return HoverResult(
            contents: MarkupContent(value: parts.joined(separator: "\n\n---\n\n")), range: cursor.document.text.range(context.wordRange))
    }

    private static func meaning(at cursor: DocumentCursor) -> String? {
        let word = cursor.context.word
        switch cursor.context.role {
        case .key:
            return DefinitionKeyInfo.named(word).map { "**\($0.name)** (\(levelName($0.level)) key)\n\n\($0.summary)" }
        case .value(let key):
            if let (entity, rowType) = cursor.keyPath, let model = cursor.model {
                return keyPath(word, from: entity, in: model, rowType: rowType)
            }
            if key == "rowType", let type = RowType.named(word) { return "**\(type.type.name)**\n\n\(type.type.summary)" }
            if let style = FormatterStyle(rawValue: word) { return "**\(style.rawValue)**\n\n\(style.summary)" }
            if DocumentCursor.referenceKeys.contains(key), let workspace = cursor.document.workspace,
                case .found(let path) = workspace.setup.catalog.resolve(word, from: cursor.document.path)
            {
                return "The definition **\(word)**: `\(path)`"
            }
            if let declared = AppClassDeclaration.named(at: cursor) { return AppClassDeclaration.summary(of: declared) }
            if key == "entityName", let entity = cursor.model?.entity(named: word) {
                return "**\(entity.name)**: an entity of the model" + (entity.parentEntity.map { ", a kind of \($0)" } ?? "")
            }
            return DefinitionKeyInfo.named(key).map { "The value of **\($0.name)**: \($0.summary)" }
        case .element:
            if let (entity, rowType) = cursor.keyPath, let model = cursor.model {
                return keyPath(word, from: entity, in: model, rowType: rowType)
            }
            return nil
        }
    }

    /// What each component of a key path names, the last one in full.
    private static func keyPath(_ path: String, from entity: String, in model: CoreDataModel, rowType: RowType?) -> String? {
        var current = entity
        var lines: [String] = []
        for component in path.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch model.property(component, of: current) {
            case .attribute(let attribute)?:
                lines.append(
                    "`\(component)`: \(attribute.type.modelNameWithArticle) attribute of \(current)\(attribute.isOptional ? ", optional" : "")"
                )
                return lines.joined(separator: "\n\n")
            case .relationship(let relationship)?:
                let destination = relationship.destinationEntity ?? "?"
                lines.append(
                    "`\(component)`: a \(relationship.isToMany ? "to-many" : "to-one") relationship of \(current) to \(destination)")
                current = destination
            case nil:
                lines.append("`\(component)`: \(current) has no such attribute or relationship")
                return lines.joined(separator: "\n\n")
            }
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n\n")
    }

    /// The first diagnostic of the document on the cursor's word (or, with no word, at the cursor).
    private static func diagnostic(at cursor: DocumentCursor) -> Diagnostic? {
        guard let report = cursor.document.report else { return nil }
        let range = cursor.context.wordRange
        return report.diagnostics.first { diagnostic in
            guard diagnostic.location.file == report.file.displayPath,
                let offset = cursor.document.text.offset(of: diagnostic.location.position)
            else { return false }
            // cdlgen points at a string's first character, or at its opening quote or tag.
            return range.isEmpty ? offset == cursor.offset : (range.lowerBound - 10...range.upperBound).contains(offset)
        }
    }

    private static func explanation(_ diagnostic: Diagnostic) -> String {
        let rule = RuleRegistry.description(of: diagnostic.code)
        return "**\(diagnostic.code.rawValue)**: \(diagnostic.message)"
            + (rule.map { "\n\n\($0.summary) (`cdlgen explain \(diagnostic.code.rawValue)`)" } ?? "")
    }

    private static func levelName(_ level: DefinitionKeyLevel) -> String {
        switch level {
        case .section: "section"
        case .row: "row"
        case .listView: "list view"
        }
    }
}
