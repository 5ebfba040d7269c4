import CoreDataModel
import Definitions
import Foundation
import PlistLoader
import Previews
import Testing

/// A formatter remembers what it parsed and formatted; what it remembers must never stand in for a
/// different value.
@Suite struct ValueFormatterTests {
    func formatter() -> ValueFormatter {
        ValueFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aValueAskedForAgainGivesTheSameText() {
        let formatter = formatter()
        let values: [(PlistValue, AttributeType?, FormatterStyle?)] = [
            (.string("2026-03-14T09:30:00Z"), .date, .short), (.string("2026-03-14T09:30:00Z"), .date, .long),
            (.integer(1234567), nil, nil), (.real(1234.5), nil, nil), (.real(1234.5), .integer32, nil), (.string("42"), .integer32, nil),
        ]
        let first = values.map { formatter.text(for: $0.0, type: $0.1, dateStyle: $0.2) }
        let again = values.map { formatter.text(for: $0.0, type: $0.1, dateStyle: $0.2) }
        #expect(first == again)
        #expect(first == ["3/14/26", "March 14, 2026", "1234567", "1234.5", "1234", "42"])
    }

    /// The same number as an integer, as a real, and through the integer formatter are three texts.
    @Test func numbersAreRememberedByTheirFormatterAndBits() {
        let formatter = formatter()
        #expect(formatter.text(for: .real(0.5), type: .integer16) == fresh(.real(0.5), .integer16))
        #expect(formatter.text(for: .real(0.5)) == "0.5")
        #expect(formatter.text(for: .real(-0.0)) == fresh(.real(-0.0), nil))
        #expect(formatter.text(for: .real(0.0)) == fresh(.real(0.0), nil))
        #expect(formatter.text(for: .integer(7)) == "7")
        #expect(formatter.text(for: .real(7)) == "7")
    }

    /// `é` written as one scalar and as `e` + a combining accent are one String to Swift's `==`: each
    /// comes back as written, whichever was asked for first.
    @Test func stringsThatAreNotDatesComeBackAsWritten() {
        let formatter = formatter()
        let composed = "\u{E9}t\u{E9}", decomposed = "e\u{301}te\u{301}"
        for text in [composed, decomposed, composed] {
            let shown = formatter.text(for: .string(text), type: .date, dateStyle: .short)
            #expect(shown.unicodeScalars.elementsEqual(text.unicodeScalars))
        }
        #expect(formatter.parseDate("2026-03-14") == formatter.parseDate("2026-03-14"))
        #expect(formatter.parseDate("2026-03-14") != nil)
        #expect(formatter.parseDate("soon") == nil)
    }

    func fresh(_ value: PlistValue, _ type: AttributeType?) -> String {
        formatter().text(for: value, type: type)
    }
}
