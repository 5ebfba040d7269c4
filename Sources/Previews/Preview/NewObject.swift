import CoreDataModel
import PlistLoader

/// The object an add screen shows: just inserted, so it holds only its attributes' default values
/// from the model (as the model writes them; the formatter reads them by the attribute's type).
enum NewObject {
    static func make(entity: String?, model: CoreDataModel?) -> PlistNode {
        let position = SourcePosition.byteOffset(0)
        var entries: [PlistDictionaryEntry] = []
        if let entity, let model {
            // Nearest entity first: an entity's own default wins over its parent's for the same name.
            for owner in model.lineage(of: entity) {
                for attribute in owner.attributes where !entries.contains(where: { $0.key == attribute.name }) {
                    guard let value = attribute.defaultValue else { continue }
                    entries.append(
                        PlistDictionaryEntry(key: attribute.name, keyPosition: position, value: PlistNode(.string(value), at: position)))
                }
            }
        }
        return PlistNode(.dictionary(PlistDictionary(entries: entries)), at: position)
    }
}
