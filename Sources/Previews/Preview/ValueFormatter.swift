import CoreDataModel
import Definitions
import Foundation
import PlistLoader
import Project
import SampleData

/// Formats sample values as cells show them: dates with Foundation's formatters (ICU) for one locale and
/// time zone, numbers as CDL shows them, with `-[NSNumber stringValue]` whatever the locale
/// (`NumberText`), so the same inputs always give the same text. Not thread-safe: one per thread (it
/// keeps its formatters, which are costly to make).
///
/// It also remembers what it has parsed and formatted: a site's pages show the same few sample values
/// over and over, and ICU is slow to parse a date (docs/PERFORMANCE.md, "The comments' figures").
public final class ValueFormatter {
    public let locale: Locale
    public let timeZone: TimeZone
    private var dateFormatters: [DateFormatterKey: DateFormatter] = [:]
    private var patternFormatters: [String: DateFormatter] = [:]
    private var localePatterns: [String: String] = [:]
    private var pickerWheels: [PickerKey: [PreviewDatePicker.Wheel]] = [:]
    private var choiceLists: [String: PreviewChoiceList] = [:]
    /// Reads sample strings as dates, remembering each.
    private let dates = SampleValueReader()
    private var dateTexts: [DateTextKey: String] = [:]
    private var numberTexts: [NumberTextKey: String] = [:]

    public init(locale: Locale, timeZone: TimeZone) {
        self.locale = locale
        self.timeZone = timeZone
    }

    /// The text of `value` for a cell. `type` is the model's attribute type, when known; the formatter
    /// styles are the row's. A string is read as a date where the model, or a formatter style, says Date.
    public func text(
        for value: PlistValue, type: AttributeType? = nil, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    ) -> String {
        previewValue(for: value, type: type, dateStyle: dateStyle, timeStyle: timeStyle).text
    }

    /// The value for a cell, marked with where its text came from: what Foundation's formatters wrote is
    /// `.formatted` (trusted: an Arabic date's right-to-left marks belong to it), a sample's own string is
    /// `.sample` (anyone's text, shown with its hidden characters made visible).
    public func previewValue(
        for value: PlistValue, type: AttributeType? = nil, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    ) -> PreviewValue {
        let hasStyle = (dateStyle ?? .none) != .none || (timeStyle ?? .none) != .none
        let wantsDate = type == .date || (type == nil && hasStyle)
        let formatted: String
        switch value {
        case .date(let date):
            formatted = format(date, dateStyle: dateStyle, timeStyle: timeStyle)
        case .string(let text):
            if wantsDate, let date = parseDate(text) {
                formatted = format(date, dateStyle: dateStyle, timeStyle: timeStyle)
            } else if type == .boolean, let flag = SampleValueReader.boolean(text) {
                formatted = NumberText.boolean(flag)
            } else if let style = NumberText.Style(type), style != .boolean, let number = NumberText.parsing(text, style: style) {
                formatted = number
            } else {
                return PreviewValue(text, kind: .sample)
            }
        case .integer(let number):
            // Beyond 64 bits (no Core Data attribute holds such a value) the digits are shown as they are.
            formatted = number.int64.map { NumberText.integer($0, style: NumberText.Style(type)) } ?? number.description
        case .real(let number):
            formatted = formatReal(number, type: type)
        case .boolean(let flag):
            // A property list's boolean is an NSNumber too: `stringValue` gives 1 or 0.
            formatted = NumberText.boolean(flag)
        case .data(let bytes):
            formatted = bytes.count == 1 ? "1 byte" : "\(bytes.count) bytes"
        case .array(let elements):
            formatted = elements.count == 1 ? "1 item" : "\(elements.count) items"
        case .dictionary:
            formatted = "(object)"
        case .uid(let number):
            formatted = "{CF$UID = \(number)}"
        }
        return PreviewValue(formatted, kind: .formatted)
    }

    /// Whether a switch is on: booleans, numbers (non-zero), and the strings OpenStep files write.
    public static func isOn(_ value: PlistValue) -> Bool? {
        switch value {
        case .boolean(let flag): flag
        case .integer(let number): number != 0
        case .real(let number): number != 0
        case .string(let text): SampleValueReader.boolean(text)
        default: nil
        }
    }

    /// A date from a sample's string: ISO 8601 with or without fractional seconds, or a plain date.
    public func parseDate(_ text: String) -> Date? {
        dates.date(text)
    }

    private func format(_ date: Date, dateStyle: FormatterStyle?, timeStyle: FormatterStyle?) -> String {
        var key = DateFormatterKey(date: dateStyle ?? .none, time: timeStyle ?? .none)
        if key.date == .none && key.time == .none {
            key.date = .medium  // No style (a date-style-required error): still show the date rather than nothing.
        }
        let textKey = DateTextKey(time: date.timeIntervalSinceReferenceDate.bitPattern, styles: key)
        if let text = dateTexts[textKey] { return text }
        let text = dateFormatter(for: key).string(from: date)
        dateTexts[textKey] = text
        return text
    }

    /// A date in an ICU pattern (`LLLL`, `d`, `mm`) or a template the locale orders (`MMMEd`), as a date
    /// picker's wheel shows it.
    func wheelText(_ date: Date, pattern: String, isTemplate: Bool = false) -> String {
        let key = isTemplate ? "template:" + pattern : pattern
        let formatter =
            patternFormatters[key]
            ?? {
                let formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                formatter.dateFormat = isTemplate ? localePattern(pattern) : pattern
                patternFormatters[key] = formatter
                return formatter
            }()
        return formatter.string(from: date)
    }

    /// The locale's pattern for a template (`jmm` → `h:mm a`): the order of a picker's wheels. Made once
    /// a template: ICU builds a pattern generator for each, which takes milliseconds.
    func localePattern(_ template: String) -> String {
        if let pattern = localePatterns[template] { return pattern }
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        localePatterns[template] = pattern
        return pattern
    }

    /// A date picker's wheels for a date, made once: a site's pages show the same few sample dates, and
    /// each wheel steps the calendar and formats five times.
    func wheels(for mode: PreviewDatePicker.Mode, date: Date, make: () -> [PreviewDatePicker.Wheel]) -> [PreviewDatePicker.Wheel] {
        let key = PickerKey(mode: mode, time: date.timeIntervalSinceReferenceDate.bitPattern)
        if let wheels = pickerWheels[key] { return wheels }
        let wheels = make()
        pickerWheels[key] = wheels
        return wheels
    }

    /// The objects a chooser offers, made once a key: every page of an entity has the same choosers, and
    /// a store's entity offers hundreds of objects, each formatted and sorted.
    func choices(_ key: String, make: () -> [PreviewValue]) -> PreviewChoiceList {
        if let known = choiceLists[key] { return known }
        let made = PreviewChoiceList(key: key, values: make())
        choiceLists[key] = made
        return made
    }

    /// The Gregorian calendar in the formatter's time zone: what a date picker's wheels step through.
    private(set) lazy var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }()

    private func dateFormatter(for key: DateFormatterKey) -> DateFormatter {
        if let formatter = dateFormatters[key] { return formatter }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = key.date.dateFormatterStyle
        formatter.timeStyle = key.time.dateFormatterStyle
        dateFormatters[key] = formatter
        return formatter
    }

    /// A real's text, made once a style and value: `String(format:)` is slow enough to matter on a site.
    private func formatReal(_ number: Double, type: AttributeType?) -> String {
        let style = NumberText.Style(type)
        let key = NumberTextKey(style: style, bits: number.bitPattern)
        if let text = numberTexts[key] { return text }
        let text = NumberText.real(number, style: style)
        numberTexts[key] = text
        return text
    }

}

private struct PickerKey: Hashable {
    var mode: PreviewDatePicker.Mode
    var time: UInt64
}

private struct DateFormatterKey: Hashable {
    var date: FormatterStyle
    var time: FormatterStyle
}

/// A date's text: the date by its bits (so that no value, not even NaN, is a key that never matches).
private struct DateTextKey: Hashable {
    var time: UInt64
    var styles: DateFormatterKey
}

/// A real's text, by the style that shows it and the value's bits (`-0.0` is not `0.0`).
private struct NumberTextKey: Hashable {
    var style: NumberText.Style?
    var bits: UInt64
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
