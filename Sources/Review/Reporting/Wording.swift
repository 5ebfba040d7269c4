/// A phrase of a report in pieces: cdlgen's own words, and names and values from a definition, which
/// each format shows its own way (quoted on the terminal, as code in Markdown, so that a label can
/// neither format a comment nor mention anyone).
public struct Wording: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        case words(String)
        /// A name or value from a definition; `quoted` when plain text shows it in quotation marks (a
        /// label, a title), not when it reads as it is (a key path, a row type).
        case name(String, quoted: Bool)
    }

    public var parts: [Part]

    public init(_ parts: [Part] = []) {
        self.parts = parts
    }

    /// As plain text: names as they are, quoted ones in quotation marks.
    public var text: String {
        parts.map { part in
            switch part {
            case .words(let words): words
            case .name(let name, let quoted): quoted ? "\"" + name + "\"" : name
            }
        }.joined()
    }

    static func + (lhs: Wording, rhs: Wording) -> Wording { Wording(lhs.parts + rhs.parts) }
    static func + (lhs: Wording, rhs: String) -> Wording { Wording(lhs.parts + [.words(rhs)]) }
    static func + (lhs: String, rhs: Wording) -> Wording { Wording([.words(lhs)] + rhs.parts) }

    static func name(_ name: String, quoted: Bool = false) -> Wording { Wording([.name(name, quoted: quoted)]) }
}
