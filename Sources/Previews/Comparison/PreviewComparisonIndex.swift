/// The first page of a folder of comparisons: every definition that changed, with a link to its page.
public struct PreviewComparisonIndex: Sendable {
    public struct Entry: Sendable {
        public var name: String
        public var file: String
        /// "modified", "added", "deleted", "renamed", or "unchanged" for a file with only new diagnostics.
        public var status: String
        /// Counts of its changes, in words ("1 added", "2 changed"), in the order shown.
        public var counts: [(change: PreviewChange, text: String)]
        public var newErrors: Int
        public var newWarnings: Int
        /// Relative to the index.
        public var page: String?

        public init(
            name: String, file: String, status: String, counts: [(change: PreviewChange, text: String)], newErrors: Int, newWarnings: Int,
            page: String?
        ) {
            self.name = name
            self.file = file
            self.status = status
            self.counts = counts
            self.newErrors = newErrors
            self.newWarnings = newWarnings
            self.page = page
        }
    }

    /// "HEAD~1 → working tree".
    public var title: String
    /// The whole comparison in one sentence.
    public var summary: String
    public var entries: [Entry]

    public init(title: String, summary: String, entries: [Entry]) {
        self.title = title
        self.summary = summary
        self.entries = entries
    }
}
