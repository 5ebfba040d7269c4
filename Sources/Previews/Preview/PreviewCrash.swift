import Diagnostics

/// What a crash screen says in place of an edit screen whose way in CDL crashes the app: when it
/// crashes, what CDL does that raises, and the error that says so (with its fix-it or notes).
public struct PreviewCrash: Sendable {
    /// When the app goes: "on the tap that would open this screen", "on Save or Done".
    public var moment: String
    /// What CDL does there that raises, in words.
    public var exception: String
    /// The error that foresees it, placed on the row that opens the screen.
    public var diagnostic: Diagnostic

    public init(moment: String, exception: String, diagnostic: Diagnostic) {
        self.moment = moment
        self.exception = exception
        self.diagnostic = diagnostic
    }
}
