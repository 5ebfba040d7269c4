import CoreDataModel
import PlistLoader
import SampleData

/// A state a view is seen in besides its sample data's (`preview --states`, `render --state`): where
/// layouts break. Empty: no related objects and empty strings. Long text: every string 200 characters.
/// 320 pt: the narrowest iPhone's width (the first iPhone SE).
public enum PreviewState: String, Sendable, CaseIterable {
    case empty
    case longText = "long-text"
    case narrow = "320"

    /// For page titles and the index.
    public var label: String {
        switch self {
        case .empty: "empty"
        case .longText: "long text"
        case .narrow: "320 pt"
        }
    }

    /// What a page in the state says under its view.
    public var note: String {
        switch self {
        case .empty: "Empty: no related objects, every string empty (preview --states)."
        case .longText: "Long text: every string 200 characters (preview --states)."
        case .narrow: "320 pt wide, the narrowest iPhone's width (preview --states)."
        }
    }

    /// The page beside a definition's page: `EventDetailView.html` → `EventDetailView.state-empty.html`.
    public func pagePath(besides path: String) -> String {
        String(path.dropLast(".html".count)) + ".state-" + rawValue + ".html"
    }

    /// The columns of a text table at 320 points: 8 points a column, a 17-point font's average character.
    public static let narrowColumns = 40

    /// The sample data as the state shows it; `model` tells strings from dates written as strings, and
    /// where each relationship leads (without one, every string is text).
    public func sampleData(from data: SampleData, model: CoreDataModel?) -> SampleData {
        switch self {
        case .empty: data.mappingObjects { object, entity in Self.emptied(object, entity: entity, model: model) }
        case .longText: data.mappingObjects { object, entity in Self.lengthened(object, entity: entity, model: model) }
        case .narrow: data
        }
    }

    /// Strings empty, no related object: to-many relationships empty, to-one ones not set. Numbers, dates
    /// and booleans stay: they have no empty value.
    private static func emptied(_ object: PlistNode, entity: String, model: CoreDataModel?) -> PlistNode {
        guard case .dictionary(let dictionary) = object.value else { return object }
        let entries = dictionary.entries.compactMap { entry -> PlistDictionaryEntry? in
            var entry = entry
            switch entry.value.value {
            case .string where isText(entry.key, of: entity, in: model): entry.value = PlistNode(.string(""), at: entry.value.position)
            case .array: entry.value = PlistNode(.array([]), at: entry.value.position)
            case .dictionary: return nil
            default: break
            }
            return entry
        }
        return PlistNode(.dictionary(PlistDictionary(entries: entries)), at: object.position)
    }

    /// Every text of the object and of the objects it holds, 200 characters: its own words repeated.
    private static func lengthened(_ node: PlistNode, entity: String?, model: CoreDataModel?) -> PlistNode {
        switch node.value {
        case .array(let elements):
            return PlistNode(.array(elements.map { lengthened($0, entity: entity, model: model) }), at: node.position)
        case .dictionary(let dictionary):
            let entries = dictionary.entries.map { entry in
                var entry = entry
                switch entry.value.value {
                case .string(let text) where entity.map { isText(entry.key, of: $0, in: model) } ?? true:
                    entry.value = PlistNode(.string(long(text)), at: entry.value.position)
                case .array, .dictionary:
                    let destination = entity.flatMap { model?.property(entry.key, of: $0)?.destinationEntityName }
                    entry.value = lengthened(entry.value, entity: destination, model: model)
                default:
                    break
                }
                return entry
            }
            return PlistNode(.dictionary(PlistDictionary(entries: entries)), at: node.position)
        default:
            return node
        }
    }

    private static func long(_ text: String) -> String {
        let words = text.isEmpty ? "Text" : text
        var long = words
        while long.count < 200 { long += " " + words }
        return String(long.prefix(200))
    }

    /// Whether a string under `key` is text: a String attribute, or anything when there is no model to say.
    private static func isText(_ key: String, of entity: String, in model: CoreDataModel?) -> Bool {
        guard let model else { return true }
        if case .attribute(let attribute)? = model.property(key, of: entity) { return attribute.type == .string }
        return model.entity(named: entity) == nil
    }
}
