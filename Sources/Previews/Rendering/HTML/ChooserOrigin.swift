/// A page a chooser drawn on a page of its own is opened from: the fragment that names it there, the
/// bar whose Cancel and Save return to it, and the object its row has chosen.
struct ChooserOrigin: Sendable {
    /// The element id the opening link's fragment targets (`o3`).
    var id: String
    /// The chooser's bar, its links leading back to the page it was opened from.
    var navigationBar: PreviewNavigationBar
    /// The index of the chosen object among the chooser's; nil when none is.
    var chosen: Int?
}
