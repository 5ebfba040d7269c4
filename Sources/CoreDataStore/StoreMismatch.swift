import CoreDataModel

/// Something of the model the store does not have: the store was written by another version of the
/// model (or is not the app's). Reported as a `store-mismatch` at the model's declaration.
struct StoreMismatch: Sendable {
    var entity: Entity
    /// nil when the whole entity is missing.
    var attribute: Attribute?
    /// What the store lacks: "a table ZWIDGET", "a column ZNAME in ZWIDGET".
    var missing: String
}
