/// One object of a binary property list being written: a scalar, or a container of references
/// (indexes into the writer's object list).
enum BinaryPlistWriterObject {
    /// Any value but an array or a dictionary.
    case scalar(PlistValue)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
}
