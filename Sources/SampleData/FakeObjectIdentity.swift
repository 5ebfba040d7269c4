/// Which generated object a value belongs to.
///
/// `ordinal` is the object's place among its siblings (0, 1, … in a to-many array; 0 alone) and becomes
/// an `order` attribute, so ordered intermediates come out 0, 1. `serial` numbers the objects of an
/// entity for readable text ("Widget 2") and seeds the hash, so siblings and cousins differ.
struct FakeObjectIdentity {
    var entity: String
    var ordinal: Int
    var serial: Int

    /// The hash of this object's `attribute`.
    func hash(_ attribute: String) -> StableHash {
        StableHash(entity, attribute, String(serial))
    }
}
