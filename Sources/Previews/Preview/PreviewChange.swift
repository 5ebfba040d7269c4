/// How a section or row differs between two versions of a definition: what a comparison page marks.
public enum PreviewChange: String, Sendable, CaseIterable {
    /// Only in the later version.
    case added
    /// Only in the earlier version.
    case removed
    /// In both, its place among the others changed.
    case moved
    /// In both, some of its keys changed (it may also have moved).
    case changed
}
