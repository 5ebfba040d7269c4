/// A document the client has open: the URI it names it by, the path that stands for, and its text.
struct OpenDocument {
    let uri: String
    let path: String
    var text: DocumentText
    /// Whether a check of the newest text is queued: changes that arrive before it runs join it.
    var checkIsPending = false
}
