import Foundation

/// Dates as property lists write them: ISO 8601 in UTC to the second, `2026-01-10T09:30:00Z`, the form
/// `XMLScalarParser.date` reads. Computed with integer arithmetic, so no calendar or time zone setting
/// can change it.
enum PlistDateText {
    /// The text of `date`, and whether a fraction of a second was dropped (toward the past, as
    /// CoreFoundation does); nil for a year outside 0000–9999, which the form cannot hold.
    static func text(of date: Date) -> (text: String, droppedFraction: Bool)? {
        let interval = date.timeIntervalSince1970
        guard interval.isFinite, let seconds = Int(exactly: interval.rounded(.down)) else { return nil }
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        let text =
            pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2) + ":"
            + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
        return (text, Double(seconds) != interval)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's algorithm, the
    /// inverse of the reader's `daysFromCivil`).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
