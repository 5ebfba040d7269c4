import Diagnostics

/// A warning drawn beside a control whose action CDL cannot carry out: a to-many row's delete control
/// or an ordered row's Add, whose save fails and aborts the app; an add screen's Save, which never saves.
public struct PreviewActionNote: Sendable {
    /// The control: "Delete", "Delete or Add", "Save".
    public var action: String
    /// What it does: "aborts the app", "never succeeds".
    public var consequence: String
    /// The error that foresees it.
    public var diagnostic: Diagnostic

    public init(action: String, consequence: String, diagnostic: Diagnostic) {
        self.action = action
        self.consequence = consequence
        self.diagnostic = diagnostic
    }

    /// The note as one sentence: "Delete aborts the app: ‹message›".
    public var text: String { "\(action) \(consequence): \(diagnostic.message)" }
}
