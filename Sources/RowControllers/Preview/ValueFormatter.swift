import Foundation
import PlistLoader

/// Formats sample values as cells show them, with Foundation's formatters (ICU) for one locale and time
/// zone, so the same inputs always give the same text. Not thread-safe: one per rendering task (it
/// keeps its formatters, which are costly to make).
public final class ValueFormatter {
    public let locale: Locale
    public let timeZone: TimeZone
    private var dateFormatters: [DateFormatterKey: DateFormatter] = [:]
    private lazy var integerFormatter = numberFormatter(maximumFractionDigits: 0)
    private lazy var realFormatter = numberFormatter(maximumFractionDigits: 6)
    private lazy var isoParsers: [ISO8601DateFormatter] = ([
        [.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds], [.withFullDate],
    ] as [ISO8601DateFormatter.Options]).map { options in
        let parser = ISO8601DateFormatter()
        parser.formatOptions = options
        parser.timeZone = TimeZone(identifier: "UTC")
        return parser
    }

    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The text of `value` for a cell. `type` is the model's attribute type, when known; the formatter
    /// styles are the row's. A string is read as a date where the model, or a formatter style, says Date.
    public func text(
        for value: PlistValue, type: AttributeType? = nil, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    ) -> String {
        let hasStyle = (dateStyle ?? .none) != .none || (timeStyle ?? .none) != .none
        let wantsDate = type == .date || (type == nil && hasStyle)
        switch value {
        case .date(let date):
            return format(date, dateStyle: dateStyle, timeStyle: timeStyle)
        case .string(let text):
            if wantsDate, let date = parseDate(text) { return format(date, dateStyle: dateStyle, timeStyle: timeStyle) }
            if type == .boolean, let flag = Self.boolean(fromString: text) { return Self.yesNo(flag) }
            if type?.isNumeric == true, let number = Double(text) { return formatNumber(number, type: type) }
            return text
        case .integer(let number):
            if type == .boolean { return Self.yesNo(number != 0) }
            // Beyond 64 bits (no Core Data attribute holds such a value) the digits are shown as they are.
            guard let int64 = number.int64 else { return number.description }
            return integerFormatter.string(from: NSNumber(value: int64)) ?? number.description
        case .real(let number):
            return formatNumber(number, type: type)
        case .boolean(let flag):
            return Self.yesNo(flag)
        case .data(let bytes):
            return bytes.count == 1 ? "1 byte" : "\(integerFormatter.string(from: NSNumber(value: bytes.count)) ?? "\(bytes.count)") bytes"
        case .array(let elements):
            return elements.count == 1 ? "1 item" : "\(elements.count) items"
        case .dictionary:
            return "(object)"
        }
    }

    /// Whether a switch is on: booleans, numbers (non-zero), and the strings OpenStep files write.
    public static func isOn(_ value: PlistValue) -> Bool? {
        switch value {
        case .boolean(let flag): flag
        case .integer(let number): number != 0
        case .real(let number): number != 0
        case .string(let text): boolean(fromString: text)
        default: nil
        }
    }

    /// A date from a sample's string: ISO 8601 with or without fractional seconds, or a plain date.
    public func parseDate(_ text: String) -> Date? {
        for parser in isoParsers {
            if let date = parser.date(from: text) { return date }
        }
        return nil
    }

    private func format(_ date: Date, dateStyle: FormatterStyle?, timeStyle: FormatterStyle?) -> String {
        var key = DateFormatterKey(date: dateStyle ?? .none, time: timeStyle ?? .none)
        if key.date == .none && key.time == .none {
            key.date = .medium  // No style (a date-style-required error): still show the date rather than nothing.
        }
        if let formatter = dateFormatters[key] { return formatter.string(from: date) }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = key.date.dateFormatterStyle
        formatter.timeStyle = key.time.dateFormatterStyle
        dateFormatters[key] = formatter
        return formatter.string(from: date)
    }

    private func formatNumber(_ number: Double, type: AttributeType?) -> String {
        let formatter = type == .integer16 || type == .integer32 || type == .integer64 ? integerFormatter : realFormatter
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    private func numberFormatter(maximumFractionDigits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = maximumFractionDigits
        return formatter
    }

    private static func boolean(fromString text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    /// Foundation has no localized yes/no; a Boolean shown as a value (not a switch) is a warning anyway.
    private static func yesNo(_ flag: Bool) -> String { flag ? "Yes" : "No" }
}

private struct DateFormatterKey: Hashable {
    var date: FormatterStyle
    var time: FormatterStyle
}

extension FormatterStyle {
    var dateFormatterStyle: DateFormatter.Style {
        switch self {
        case .none: .none
        case .short: .short
        case .medium: .medium
        case .long: .long
        case .full: .full
        }
    }
}
