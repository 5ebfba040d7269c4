/// An element that is open while the XML reader builds the tree.
struct XMLPlistFrame {
    let element: XMLPlistElement
    let position: SourcePosition
    /// The values of an `<array>`, or the one value of `<plist>`.
    var elements: [PlistNode] = []
    /// The entries of a `<dict>`.
    var entries: [PlistDictionaryEntry] = []
    /// In a `<dict>`, a key still waiting for its value.
    var pendingKey: (name: String, position: SourcePosition)?
}
