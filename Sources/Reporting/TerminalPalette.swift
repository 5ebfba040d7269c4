import Diagnostics

/// The colours of human-readable output, as clang uses them; all empty when colour is off.
public struct TerminalPalette: Sendable {
    public var bold: String
    public var error: String
    public var warning: String
    public var note: String
    public var caret: String
    public var reset: String

    public static let plain = TerminalPalette(bold: "", error: "", warning: "", note: "", caret: "", reset: "")
    public static let ansi = TerminalPalette(
        bold: "\u{1B}[1m", error: "\u{1B}[1;31m", warning: "\u{1B}[1;35m", note: "\u{1B}[1;36m", caret: "\u{1B}[1;32m",
        reset: "\u{1B}[0m")

    public func color(for severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: error
        case .warning: warning
        case .note: note
        }
    }
}
