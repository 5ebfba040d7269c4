/// How a row type treats one of the row keys.
public enum KeyRequirement: Sendable {
    case required
    case optional
    /// Known, but it has no effect for this row type (an `ignored-key` warning).
    case ignored
}
