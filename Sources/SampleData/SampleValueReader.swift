import Foundation

/// Reads a sample's strings as the values they stand for, as previews show them and `validate` checks
/// them: ISO 8601 dates (remembered: a site shows the same few over and over), and booleans written as
/// text. Not thread-safe: one per thread.
public final class SampleValueReader {
    private var dates: [ExactText: Date?] = [:]

    public init() {}

    /// Date and time with a zone, with fractional seconds, or a plain date. Foundation's format styles
    /// read ISO 8601 as `ISO8601DateFormatter` does (the same strings, the same dates: checked for the
    /// forms samples use) and cost much less time and memory to make, which `validate` pays when it checks
    /// sample data (docs/PERFORMANCE.md, "The comments' figures").
    private static let isoParsers: [Date.ISO8601FormatStyle] = [
        Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true),
        Date.ISO8601FormatStyle().year().month().day(),
    ]

    /// The date a sample's string stands for, if it is one.
    public func date(_ text: String) -> Date? {
        let key = ExactText(text)
        if let known = dates[key] { return known }
        let date = Self.isoParsers.lazy.compactMap { try? $0.parse(text) }.first
        dates[key] = date
        return date
    }

    /// YES, true or 1 and NO, false or 0, in any case; nil for anything else.
    public static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }
}

/// A string compared and hashed by its UTF-8 bytes: Swift's `==` would take canonically equivalent
/// strings for one, and the parser is not asked whether it does.
private struct ExactText: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
