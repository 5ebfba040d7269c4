import PlistLoader

/// The tagged values of one stereotype of an Xcode 3 model element, by tag name (`XD_PRK_destination`):
/// each tag's `_default`, and the archived object it is when it is a reference (a destination entity,
/// an inverse relationship).
struct Xcode3TaggedValues {
    var values: [String: PlistNode] = [:]
    var objects: [String: Int] = [:]

    subscript(tag: String) -> PlistNode? { values[tag] }
}
