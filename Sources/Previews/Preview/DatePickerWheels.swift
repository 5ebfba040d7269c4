import Foundation

/// The wheels of a date picker set to a date: for each, the value it is set to between the two before
/// and the two after, in the locale's words and order (`November | 25 | 2026`, `25 | novembre | 2026`).
enum DatePickerWheels {
    /// How many values a wheel shows on either side of its own.
    static let neighbours = 2

    /// `date` nil: the picker opens at the current time, which a preview cannot show; its wheels are empty.
    static func wheels(for mode: PreviewDatePicker.Mode, date: Date?, formatter: ValueFormatter) -> [PreviewDatePicker.Wheel] {
        guard let date else { return make(mode, date: nil, formatter: formatter) }
        return formatter.wheels(for: mode, date: date) { make(mode, date: date, formatter: formatter) }
    }

    private static func make(_ mode: PreviewDatePicker.Mode, date: Date?, formatter: ValueFormatter) -> [PreviewDatePicker.Wheel] {
        let fields: [Field] =
            switch mode {
            case .date: ordered([.month, .day, .year], in: formatter.localePattern("yMMMMd"))
            case .time: timeFields(formatter)
            case .dateAndTime: [.weekdayAndDate] + timeFields(formatter)
            }
        return fields.map { field in
            guard let date else { return PreviewDatePicker.Wheel(name: field.name, options: [], selected: nil) }
            return wheel(field, at: date, formatter: formatter)
        }
    }

    /// What a wheel sets.
    enum Field: CaseIterable {
        case month, day, year, weekdayAndDate, hour12, hour24, minute, dayPeriod

        var name: String {
            switch self {
            case .month: "Month"
            case .day: "Day"
            case .year: "Year"
            case .weekdayAndDate: "Date"
            case .hour12, .hour24: "Hour"
            case .minute: "Minute"
            case .dayPeriod: "AM/PM"
            }
        }

        /// The pattern letters that mark the field's place in a locale's pattern.
        var letters: Set<Character> {
            switch self {
            case .month: ["M", "L"]
            case .day: ["d"]
            case .year: ["y"]
            case .weekdayAndDate: ["E"]
            case .hour12, .hour24: ["h", "H", "k", "K"]
            case .minute: ["m"]
            case .dayPeriod: ["a", "b", "B"]
            }
        }
    }

    /// Hour and minute, and AM/PM where the locale's clock has twelve hours, in the locale's order.
    private static func timeFields(_ formatter: ValueFormatter) -> [Field] {
        let pattern = formatter.localePattern("jmm")
        let twelveHours = pattern.contains("h") || pattern.contains("K")
        return ordered(twelveHours ? [.hour12, .minute, .dayPeriod] : [.hour24, .minute], in: pattern)
    }

    /// Fields in the order their letters first appear in `pattern` (quoted text skipped); a field the
    /// pattern lacks goes last.
    private static func ordered(_ fields: [Field], in pattern: String) -> [Field] {
        var place: [Character: Int] = [:]
        var quoted = false
        for (offset, character) in pattern.enumerated() {
            if character == "'" { quoted.toggle() } else if !quoted, place[character] == nil { place[character] = offset }
        }
        func position(_ field: Field) -> Int { field.letters.compactMap { place[$0] }.min() ?? Int.max }
        return fields.enumerated().sorted { (position($0.element), $0.offset) < (position($1.element), $1.offset) }.map(\.element)
    }

    private static func wheel(_ field: Field, at date: Date, formatter: ValueFormatter) -> PreviewDatePicker.Wheel {
        let calendar = formatter.calendar
        if field == .dayPeriod {
            // Two values, not a wheel that turns: the one the date is in sits in the middle, the other beside
            // it, and the rest of the wheel is blank.
            let noon = calendar.date(bySettingHour: 12, minute: 0, second: 0, of: date) ?? date
            let midnight = calendar.startOfDay(for: date)
            let periods = [midnight, noon].map { formatter.wheelText($0, pattern: "a") }
            let isMorning = calendar.component(.hour, from: date) < 12
            let options = isMorning ? ["", ""] + periods + [""] : [""] + periods + ["", ""]
            return PreviewDatePicker.Wheel(name: field.name, options: options, selected: neighbours)
        }
        let (component, pattern, isTemplate): (Calendar.Component, String, Bool) =
            switch field {
            case .month: (.month, "LLLL", false)
            case .day: (.day, "d", false)
            case .year: (.year, "y", false)
            case .weekdayAndDate: (.day, "MMMEd", true)
            case .hour12: (.hour, "h", false)
            case .hour24: (.hour, "HH", false)
            case .minute, .dayPeriod: (.minute, "mm", false)
            }
        if field == .day { return dayWheel(at: date, formatter: formatter) }
        let options = (-neighbours...neighbours).map { step in
            // A wheel turns on its own: the hour after 11 is 12 whatever the day, the month after December January.
            let stepped = calendar.date(byAdding: component, value: step, to: date) ?? date
            return formatter.wheelText(stepped, pattern: pattern, isTemplate: isTemplate)
        }
        return PreviewDatePicker.Wheel(name: field.name, options: options, selected: neighbours)
    }

    /// The day wheel goes round 1 to 31 whatever the month (UIKit greys the days a month lacks), so the
    /// 30th of November has the 31st after it, not the 1st of December.
    private static func dayWheel(at date: Date, formatter: ValueFormatter) -> PreviewDatePicker.Wheel {
        let calendar = formatter.calendar
        let day = calendar.component(.day, from: date)
        let options = (-neighbours...neighbours).map { step in
            let shown = (day - 1 + step + 31) % 31 + 1
            // A day of January, which has them all, written as the locale writes a day of the month.
            let reference = calendar.date(from: DateComponents(year: 2001, month: 1, day: shown, hour: 12)) ?? date
            return formatter.wheelText(reference, pattern: "d")
        }
        return PreviewDatePicker.Wheel(name: Field.day.name, options: options, selected: neighbours)
    }
}
