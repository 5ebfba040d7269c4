/// What a ``DiffReporter`` makes: one document (text, Markdown, JSON) for standard output or a file, or
/// a folder of pages (HTML).
public enum DiffReport: Sendable {
    case document(String)
    /// Pages by path relative to the folder, `index.html` among them.
    case pages([(path: String, text: String)])
}
