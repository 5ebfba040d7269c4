/// One page of a preview site: a definition showing one of its entity's sample objects.
public struct PreviewPage: Sendable, Equatable {
    /// Where the page is written, relative to the site's folder (`Events/EventDetailView.html`).
    public var path: String
    /// The index of the definition's report in the run's reports.
    public var report: Int
    /// Which sample object the page shows (a list view's row of that index leads to it).
    public var objectIndex: Int
}
