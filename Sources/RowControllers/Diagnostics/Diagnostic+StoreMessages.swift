import PlistLoader

/// The messages of a preview filled from the app's Core Data store (`--store`). Public: CoreDataStore,
/// which reads the store, finds them.
extension Diagnostic {
    /// Something the model declares (an entity, or one of its attributes) that the store has no place for.
    /// `missing` says what the store lacks: "a table ZEVENT", "a column ZNAME in ZEVENT".
    public static func storeMismatch(entity: String, attribute: String?, missing: String, at location: SourceLocation) -> Diagnostic {
        let what = attribute.map { "\(entity).\($0)" } ?? "entity \(entity)"
        return Diagnostic(.storeMismatch, "the store has no place for \(what): it lacks \(missing); previews show it empty", at: location)
    }
}
