/// One object of a binary property list as stored: a value, or a container's references to others.
enum BinaryPlistObject {
    case scalar(PlistValue)
    case array([Int])
    /// Keys and values, as references; the same count of each.
    case dictionary(keys: [Int], values: [Int])
}
