import PlistLoader

/// A store object's identity, carried in its dictionary under a key no Core Data property can have (a
/// property name starts with a letter), so that previews can link an object wherever it appears to its
/// own page: `Item/12`, the root entity's table and the row's `Z_PK`.
public enum StoreObjectID {
    public static let key = "\u{1}objectID"

    /// The identity of a store object; nil for any other object (a sample file's).
    public static func of(_ object: PlistNode?) -> String? {
        object?.dictionary?[key]?.string
    }
}
