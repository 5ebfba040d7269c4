import CoreDataModel
import RowControllers

/// `textDocument/completion`: what may be written where the cursor is — the keys of its dictionary (with
/// their docs, those already there left out, a row's filtered by its row type), row types, formatter
/// styles, booleans as the file's format spells them, definition names, entity names, and key paths from
/// the model — each replacing the word (or key-path component) under the cursor, in every text format.
enum Completion {
    /// LSP's `CompletionItemKind`s.
    private static let propertyKind = 10.0, valueKind = 12.0, enumMemberKind = 20.0, fileKind = 17.0, fieldKind = 5.0,
        referenceKind = 18.0, classKind = 7.0

    static func items(at cursor: DocumentCursor) -> JSONValue {
        let context = cursor.context
        guard !context.inComment else { return list([]) }
        switch context.role {
        case .key: return list(keys(at: cursor))
        case .value(let key): return list(values(of: key, at: cursor))
        case .element: return list(cursor.keyPath != nil ? keyPaths(at: cursor) : [])
        }
    }

    private static func list(_ items: [JSONValue]) -> JSONValue {
        .object(["isIncomplete": .bool(false), "items": .array(items)])
    }

    private static func keys(at cursor: DocumentCursor) -> [JSONValue] {
        guard let level = cursor.place.keyLevel else { return [] }
        let context = cursor.context
        let present = Set(context.siblingKeys)
        let rowType = context.siblingValues["rowType"].flatMap { RowType.named($0)?.type }
        return DefinitionKeyInfo.all.filter { info in
            info.level == level && !present.contains(info.name) && rowType.map(info.isRead(by:)) != false
                && (info.name != "$schema" || context.syntax == .json)
        }.map { info in
            item(info.name, kind: propertyKind, detail: info.isBoolean ? "boolean" : nil, documentation: info.summary, at: cursor)
        }
    }

    private static func values(of key: String, at cursor: DocumentCursor) -> [JSONValue] {
        let syntax = cursor.context.syntax
        if cursor.keyPath != nil { return keyPaths(at: cursor) }
        if key == "rowType" {
            return RowType.allCases.map { item($0.name, kind: enumMemberKind, detail: nil, documentation: $0.summary, at: cursor) }
        }
        if key == "dateFormatterStyle" || key == "timeFormatterStyle" {
            return FormatterStyle.allCases.map {
                item($0.rawValue, kind: enumMemberKind, detail: nil, documentation: $0.summary, at: cursor)
            }
        }
        if DefinitionKeyInfo.named(key)?.isBoolean == true {
            // XML writes booleans as elements, not text: a value in <string> is a type mismatch.
            let spelled = syntax == .openStep ? ["YES", "NO"] : syntax == .json ? ["true", "false"] : ["<true/>", "<false/>"]
            return spelled.map { item($0, kind: valueKind, detail: "boolean", documentation: nil, at: cursor) }
        }
        if DocumentCursor.referenceKeys.contains(key), let workspace = cursor.document.workspace {
            let own = DefinitionFile(path: cursor.document.path).name
            return Set(workspace.definitionNames).subtracting([own]).sorted().map {
                item($0, kind: fileKind, detail: "definition", documentation: nil, at: cursor)
            }
        }
        if key == "entityName", let model = cursor.model {
            return model.entities.map { item($0.name, kind: classKind, detail: "entity", documentation: nil, at: cursor) }
        }
        return []
    }

    private static func keyPaths(at cursor: DocumentCursor) -> [JSONValue] {
        guard let (entity, rowType) = cursor.keyPath, let model = cursor.model else { return [] }
        let (typed, range) = cursor.keyPathComponent
        return KeyPathCandidates.properties(after: typed, from: entity, in: model, rowType: rowType).map { property in
            switch property {
            case .attribute(let attribute):
                return item(attribute.name, kind: fieldKind, detail: attribute.type.modelName, documentation: nil, at: cursor, range: range)
            case .relationship(let relationship):
                let destination = relationship.destinationEntity ?? "?"
                return item(
                    relationship.name, kind: referenceKind,
                    detail: relationship.isToMany ? "to many \(destination)" : "to one \(destination)",
                    documentation: nil, at: cursor, range: range)
            }
        }
    }

    /// An item that replaces `range` (the word under the cursor unless given), quoted as the format needs
    /// where the cursor is not already inside quotes.
    private static func item(
        _ text: String, kind: Double, detail: String?, documentation: String?, at cursor: DocumentCursor, range: Range<Int>? = nil
    ) -> JSONValue {
        let context = cursor.context
        var newText = text
        if range == nil && !context.isQuoted && !text.hasPrefix("<") {
            if context.syntax == .json || (context.syntax == .openStep && !isPlainOpenStepWord(text)) { newText = "\"\(text)\"" }
        }
        var item: [String: JSONValue] = [
            "label": .string(text), "kind": .number(kind),
            "textEdit": .object(["range": cursor.document.text.lspRange(range ?? context.wordRange), "newText": .string(newText)]),
            "filterText": .string(text),
        ]
        if let detail { item["detail"] = .string(detail) }
        if let documentation { item["documentation"] = .object(["kind": .string("markdown"), "value": .string(documentation)]) }
        return .object(item)
    }

    /// Whether OpenStep can write `text` without quotes.
    private static func isPlainOpenStepWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(TokenRange.isWordByte) && text.unicodeScalars.allSatisfy(\.isASCII)
    }
}
