/// The stable identifier of a kind of finding, as printed in brackets and in JSON (`unknown-row-type`).
///
/// A struct rather than an enum so that registered custom row controllers can report codes of their
/// own. The built-in ones are declared each in its rule's file (`Rules/Catalog`), beside its description
/// and its messages; ``RuleRegistry`` lists them.
public struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
