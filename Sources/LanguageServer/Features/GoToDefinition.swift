import CoreDataModel
import RowControllers

/// `textDocument/definition`: a reference opens the definition it names; a class name its declaration in
/// the app's sources; a key path (or an entity name) its attribute, relationship or entity in the model's
/// `contents`.
enum GoToDefinition {
    static func location(at cursor: DocumentCursor) -> JSONValue {
        let context = cursor.context
        guard !context.inComment, !context.word.isEmpty, let workspace = cursor.document.workspace else { return .null }
        if case .value(let key) = context.role, DocumentCursor.referenceKeys.contains(key) {
            guard case .found(let path) = workspace.setup.catalog.resolve(context.word, from: cursor.document.path) else { return .null }
            return location(path, line: 1)
        }
        if let declared = AppClassDeclaration.named(at: cursor) {
            return location(declared.location.file, line: declared.location.position.line ?? 1)
        }
        guard let model = cursor.model else { return .null }
        if case .value("entityName") = context.role, let entity = model.entity(named: context.word) {
            return location(model.file, line: entity.position.line ?? 1)
        }
        guard let (entity, _) = cursor.keyPath else { return .null }
        // The component under the cursor, after those before it.
        let (typed, range) = cursor.keyPathComponent
        let name = String(decoding: cursor.document.text.bytes[range], as: UTF8.self)
        var current = entity
        for component in typed {
            guard case .relationship(let relationship)? = model.property(component, of: current),
                let destination = relationship.destinationEntity
            else { return .null }
            current = destination
        }
        switch model.property(name, of: current) {
        case .attribute(let attribute)?: return location(model.file, line: attribute.position.line ?? 1)
        case .relationship(let relationship)?: return location(model.file, line: relationship.position.line ?? 1)
        case nil: return .null
        }
    }

    private static func location(_ path: String, line: Int) -> JSONValue {
        let start: JSONValue = .object(["line": .number(Double(max(0, line - 1))), "character": .number(0)])
        return .object(["uri": .string(FileURI.uri(ofPath: path)), "range": .object(["start": start, "end": start])])
    }
}
