import AppSources
import CoreDataModel
import Definitions
import Fixing

/// `textDocument/completion`: what may be written where the cursor is — the keys of its dictionary (with
/// their docs, those already there left out, a row's filtered by its row type), row types, formatter
/// styles, booleans as the file's format spells them, definition names, entity names, the app's classes
/// for a class key, and key paths from the model — each replacing the word (or key-path component) under
/// the cursor, in every text format.
enum Completion {
    /// LSP's `CompletionItemKind`s.
    private static let propertyKind = 10, valueKind = 12, enumMemberKind = 20, fileKind = 17, fieldKind = 5,
        referenceKind = 18, classKind = 7

    /// `snippets`: whether the client takes items with placeholders to type over.
    static func items(at cursor: DocumentCursor, snippets: Bool) -> CompletionList {
        let context = cursor.context
        guard !context.inComment else { return list([]) }
        switch context.role {
        case .key: return list(keys(at: cursor))
        case .value(let key): return list(values(of: key, at: cursor, snippets: snippets))
        case .element: return list(cursor.keyPath != nil ? keyPaths(at: cursor) : [])
        }
    }

    private static func list(_ items: [CompletionItem]) -> CompletionList {
        CompletionList(items: items)
    }

    private static func keys(at cursor: DocumentCursor) -> [CompletionItem] {
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

    private static func values(of key: String, at cursor: DocumentCursor, snippets: Bool) -> [CompletionItem] {
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
        if let protocolName = DefinitionKeyInfo.named(key)?.classProtocol, let classes = cursor.document.workspace?.setup.appClasses {
            return classes.classes(adopting: protocolName).compactMap { classItem($0, at: cursor, snippets: snippets) }
                + classes.knownClasses.sorted().map { item($0, kind: classKind, detail: "known class", documentation: nil, at: cursor) }
        }
        return []
    }

    /// An app's class by the name `NSClassFromString` finds it by. A Swift class without `@objc(Name)` is
    /// found only as `Module.Name`, and the module is not in the sources: the client types it over a
    /// placeholder, and a client without snippets is not offered the class.
    private static func classItem(_ declared: DeclaredClass, at cursor: DocumentCursor, snippets: Bool) -> CompletionItem? {
        let declaredAt = AppClassDeclaration.summary(of: declared)
        if let name = declared.runtimeName {
            let detail = declared.language == .swift ? "Swift class, @objc(\(name))" : "Objective-C class"
            return item(name, kind: classKind, detail: detail, documentation: declaredAt, at: cursor)
        }
        guard snippets else { return nil }
        return item(
            declared.name, kind: classKind, detail: "Swift class: write its module first", documentation: declaredAt, at: cursor,
            snippet: "${1:Module}." + declared.name)
    }

    private static func keyPaths(at cursor: DocumentCursor) -> [CompletionItem] {
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
    /// where the cursor is not already inside quotes; `snippet`, when given, is what it writes, in LSP's
    /// snippet syntax.
    private static func item(
        _ text: String, kind: Int, detail: String?, documentation: String?, at cursor: DocumentCursor, range: Range<Int>? = nil,
        snippet: String? = nil
    ) -> CompletionItem {
        let context = cursor.context
        var newText = snippet ?? text
        if range == nil && !context.isQuoted && !text.hasPrefix("<") {
            if context.syntax == .json || (context.syntax == .openStep && !isPlainOpenStepWord(newText)) { newText = "\"\(newText)\"" }
        }
        return CompletionItem(
            label: text, kind: kind, textEdit: TextEdit(range: cursor.document.text.range(range ?? context.wordRange), newText: newText),
            filterText: text, insertTextFormat: snippet != nil ? 2 : nil, detail: detail,
            documentation: documentation.map { MarkupContent(value: $0) })
    }

    /// Whether OpenStep can write `text` without quotes.
    private static func isPlainOpenStepWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(TokenRange.isWordByte) && text.unicodeScalars.allSatisfy(\.isASCII)
    }
}
