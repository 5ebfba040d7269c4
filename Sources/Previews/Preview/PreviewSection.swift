import Diagnostics

/// One section of a previewed table.
public struct PreviewSection: Sendable {
    public var header: String?
    public var footer: String?
    public var rows: [PreviewRow]
    /// Diagnostics about the section itself (or about rows that drew no cell).
    public var diagnostics: [Diagnostic]
    /// How the section differs from the other version of its definition, on a comparison page; nil elsewhere.
    public var change: PreviewChange?

    public init(header: String?, footer: String?, rows: [PreviewRow], diagnostics: [Diagnostic] = []) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.diagnostics = diagnostics
    }

    public func rows(in mode: PreviewMode) -> [PreviewRow] { rows.filter { $0.isShown(in: mode) } }
}
