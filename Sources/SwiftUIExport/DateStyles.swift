import Definitions

/// The `Date.FormatStyle` and `DatePicker` components equivalent to CDL's `NSDateFormatter` styles.
enum DateStyles {
    /// `date.formatted(date: …, time: …)`'s arguments for `dateFormatterStyle` and `timeFormatterStyle`
    /// (no style: `.omitted`). Short, medium, long and full dates are `.numeric`, `.abbreviated`, `.long`
    /// and `.complete`; short and medium times `.shortened` and `.standard`, long and full `.complete`.
    static func formatArguments(date: FormatterStyle?, time: FormatterStyle?) -> String {
        let dateArgument =
            switch date ?? .none {
            case .none: ".omitted"
            case .short: ".numeric"
            case .medium: ".abbreviated"
            case .long: ".long"
            case .full: ".complete"
            }
        let timeArgument =
            switch time ?? .none {
            case .none: ".omitted"
            case .short: ".shortened"
            case .medium: ".standard"
            case .long, .full: ".complete"
            }
        return "date: \(dateArgument), time: \(timeArgument)"
    }

    /// The picker's `displayedComponents`: the date when a date style is set, hours and minutes when a
    /// time style is (both when neither is: CDL raises before it shows such a row).
    static func pickerComponents(date: FormatterStyle?, time: FormatterStyle?) -> String {
        let showsDate = (date ?? .none) != .none
        let showsTime = (time ?? .none) != .none
        switch (showsDate, showsTime) {
        case (true, false): return "[.date]"
        case (false, true): return "[.hourAndMinute]"
        default: return "[.date, .hourAndMinute]"
        }
    }
}
