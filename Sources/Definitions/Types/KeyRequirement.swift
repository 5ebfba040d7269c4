/// How a row type treats one of the row keys.
public enum KeyRequirement: Sendable {
    /// CDL raises without it: `missing-key`.
    case required
    /// CDL works without it but shows something wrong: a warning (`missing-label` for `rowLabel`).
    case expected
    case optional
}
