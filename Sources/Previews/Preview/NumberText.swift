import CoreDataModel
import Foundation
import Project

/// A number as CDL shows it: every non-string, non-date value goes through `-[NSNumber stringValue]`,
/// which ignores the locale (no grouping, `.` before the fraction). So an Integer 16/32/64 is its digits
/// (`1234567`), a Boolean `1` or `0`, a Double `%0.16g` (`3.5`, `0.1`, `1e+20`), a Float `%0.7g`, and a
/// Decimal NSDecimalNumber's description (plain digits).
enum NumberText {
    /// The attribute type's way of showing a number; a number of no known type is shown as the
    /// property list holds it (an integer's digits, a real's `%0.16g`).
    enum Style: Hashable {
        case integer, boolean, double, float, decimal

        init?(_ type: AttributeType?) {
            switch type {
            case .integer16?, .integer32?, .integer64?: self = .integer
            case .boolean?: self = .boolean
            case .double?: self = .double
            case .float?: self = .float
            case .decimal?: self = .decimal
            default: return nil
            }
        }
    }

    static func integer(_ value: Int64, style: Style?) -> String {
        switch style {
        case .boolean?: return boolean(value != 0)
        case .double?: return double(Double(value))
        case .float?: return float(Float(value))
        case .integer?, .decimal?, nil: return String(value)
        }
    }

    static func real(_ value: Double, style: Style?) -> String {
        switch style {
        case .integer?:
            // An integer attribute keeps the whole part (`longLongValue`); past 64 bits, the real as it is.
            guard value.isFinite, let whole = Int64(exactly: value.rounded(.towardZero)) else { return double(value) }
            return String(whole)
        case .boolean?: return boolean(value != 0)
        case .float?: return float(Float(value))
        case .decimal?: return decimal(double(value)) ?? double(value)
        case .double?, nil: return double(value)
        }
    }

    /// A sample's string read as a number of `style`; nil when it is not one.
    static func parsing(_ text: String, style: Style) -> String? {
        switch style {
        case .integer:
            if let whole = Int64(text) { return String(whole) }
            return Double(text).map { real($0, style: .integer) }
        case .decimal: return Double(text) == nil ? nil : decimal(text)
        case .boolean, .double, .float: return Double(text).map { real($0, style: style) }
        }
    }

    static func boolean(_ flag: Bool) -> String { flag ? "1" : "0" }

    /// `%0.16g`, as `-[NSNumber stringValue]` writes a double; `String(format:)` without a locale writes `.`.
    static func double(_ value: Double) -> String { String(format: "%0.16g", value) }

    /// `%0.7g`, as `-[NSNumber stringValue]` writes a float.
    static func float(_ value: Float) -> String { String(format: "%0.7g", Double(value)) }

    /// NSDecimalNumber's description: plain digits, `.` before the fraction, no exponent.
    static func decimal(_ text: String) -> String? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")).flatMap { $0.isNaN ? nil : $0.description }
    }
}
