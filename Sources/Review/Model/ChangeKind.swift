/// What happened to a view, a section or a row between two versions.
public enum ChangeKind: String, Sendable, CaseIterable {
    case added
    case removed
    /// Its place among the others changed (or, for a row, its section): only when its relative order
    /// really changed, not because something was inserted or removed before it.
    case moved
    /// Some of its keys changed; it may also have moved (``ViewChange/moved``).
    case changed
}
