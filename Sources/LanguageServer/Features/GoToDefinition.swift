import CoreDataModel

/// `textDocument/definition`: a reference opens the definition it names; a class name its declaration in
/// the app's sources; a key path (or an entity name) its attribute, relationship or entity in the model's
/// `contents`.
enum GoToDefinition {
    static func location(at cursor: DocumentCursor) -> Location? {
        let context = cursor.context
        guard !context.inComment, !context.word.isEmpty, let workspace = cursor.document.workspace else { return nil }
        if case .value(let key) = context.role, DocumentCursor.referenceKeys.contains(key) {
            guard case .found(let path) = workspace.setup.catalog.resolve(context.word, from: cursor.document.path) else { return nil }
            return location(path, line: 1)
        }
        if let declared = AppClassDeclaration.named(at: cursor) {
            return location(declared.location.file, line: declared.location.position.line ?? 1)
        }
        guard let model = cursor.model else { return nil }
        if case .value("entityName") = context.role, let entity = model.entity(named: context.word) {
            return location(model.file, line: entity.position.line ?? 1)
        }
        guard let (entity, _) = cursor.keyPath else { return nil }
        // The component under the cursor, after those before it.
        let (typed, range) = cursor.keyPathComponent
        let name = String(decoding: cursor.document.text.bytes[range], as: UTF8.self)
        var current = entity
        for component in typed {
            guard case .relationship(let relationship)? = model.property(component, of: current),
                let destination = relationship.destinationEntity
            else { return nil }
            current = destination
        }
        switch model.property(name, of: current) {
        case .attribute(let attribute)?: return location(model.file, line: attribute.position.line ?? 1)
        case .relationship(let relationship)?: return location(model.file, line: relationship.position.line ?? 1)
        case nil: return nil
        }
    }

    private static func location(_ path: String, line: Int) -> Location {
        let start = Position(line: max(0, line - 1), character: 0)
        return Location(uri: FileURI.uri(ofPath: path), range: LSPRange(start: start, end: start))
    }
}
