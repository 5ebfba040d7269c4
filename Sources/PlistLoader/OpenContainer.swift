/// A dictionary or array that a text reader (OpenStep, JSON) has opened and not yet closed.
///
/// The readers keep these on a stack of their own instead of recursing, so no nesting depth can
/// overflow the call stack.
struct OpenContainer {
    var isDictionary: Bool
    /// Where its opening bracket is.
    var position: SourcePosition
    /// An array's elements so far.
    var elements: [PlistNode] = []
    /// A dictionary's entries so far.
    var entries: [PlistDictionaryEntry] = []
    /// In a dictionary: the key whose value is being read.
    var key = ""
    var keyPosition = SourcePosition.start

    /// The finished node, once the closing bracket has been read.
    var node: PlistNode {
        PlistNode(isDictionary ? .dictionary(PlistDictionary(entries: entries)) : .array(elements), at: position)
    }
}
