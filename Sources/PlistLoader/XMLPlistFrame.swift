/// An element that is open while the XML reader writes the tape.
struct XMLPlistFrame {
    let element: XMLPlistElement
    let position: SourcePosition
    /// The tape node of a `<dict>`, `<array>`, `<key>` or `<string>`.
    var node = 0
    /// The values of an `<array>` or `<plist>`, or the entries of a `<dict>`, so far.
    var count = 0
    /// In a `<dict>`, the tape node of a key still waiting for its value.
    var pendingKey: Int?
}
