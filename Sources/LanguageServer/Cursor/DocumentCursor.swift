import CoreDataModel
import Definitions
import PlistLoader

/// A request's document at a position: where the cursor is in it (``CursorContext``), which of the
/// definition's dictionaries that is, and the model facts it may need.
struct DocumentCursor {
    let document: RequestDocument
    let offset: Int
    let context: CursorContext
    let place: DefinitionPlace

    init(_ document: RequestDocument, at position: Position) {
        self.document = document
        self.offset = document.text.offset(line: position.line, character: position.character)
        let syntax = CursorScanner.syntax(forPath: document.path, text: document.text.bytes)
        self.context = CursorScanner.context(in: document.text.bytes, at: offset, syntax: syntax)
        self.place = DefinitionPlace(context)
    }

    var model: CoreDataModel? { document.workspace?.setup.modelChecker?.model }

    /// The key whose value the cursor is on, if it is on one.
    var valueKey: String? {
        if case .value(let key) = context.role { return key }
        return nil
    }

    /// The key a key path at the cursor belongs to, with the entity it starts from and the row type that
    /// constrains it (nil in a list view); nil when the cursor is on no key path.
    var keyPath: (entity: String, rowType: RowType?)? {
        switch (place, context.role) {
        case (.row, .value("attributeKeyPath")):
            guard let entity = document.workspace?.entity(ofDefinitionAt: document.path) else { return nil }
            return (entity, context.siblingValues["rowType"].flatMap { RowType.named($0)?.type })
        case (.listView, .value(let key)) where Self.listViewKeyPathKeys.contains(key):
            return (context.siblingValues["entityName"] ?? document.workspace?.entity(ofDefinitionAt: document.path)).map { ($0, nil) }
        case (.other, .element) where context.path == [.key("sortKeyPaths")]:
            // The list view's `entityName` is beside the array, where the scanner does not look: as last checked.
            return document.workspace?.entity(ofDefinitionAt: document.path).map { ($0, nil) }
        default:
            return nil
        }
    }

    /// The list view keys whose values are key paths of its entity.
    static let listViewKeyPathKeys: Set<String> = [
        "cellTextLabelKeyPath", "cellDetailTextLabelKeyPath", "sectionNameKeyPath", "sectionKeyPath",
    ]

    /// The keys whose values name another definition.
    static let referenceKeys: Set<String> = ["addNewObjectPropertyListFile", "detailViewPropertyListFile"]

    /// The key path's components before the one the cursor is on, and that one's byte range.
    var keyPathComponent: (typed: [String], range: Range<Int>) {
        let bytes = document.text.bytes
        let word = context.wordRange
        let cursor = min(max(offset, word.lowerBound), word.upperBound)
        var start = cursor
        while start > word.lowerBound, bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
        var end = cursor
        while end < word.upperBound, bytes[end] != UInt8(ascii: ".") { end += 1 }
        let typed = String(decoding: bytes[word.lowerBound..<start], as: UTF8.self).split(separator: ".").map(String.init)
        return (typed, start..<end)
    }
}
