import Definitions

/// The wheels of a date edit screen's `UIDatePicker`, in the mode the row's formatter styles pick
/// (`CDLDateFieldEditController`: both styles → date and time, no date style → time, else date).
public struct PreviewDatePicker: Sendable, Equatable {
    public enum Mode: String, Sendable {
        case date
        case time
        case dateAndTime = "date and time"
    }

    /// One wheel of the picker.
    public struct Wheel: Sendable, Equatable {
        /// What the wheel chooses, for screen readers: "Month", "Hour".
        public var name: String
        /// A few of its values around the one it is set to, as the wheel shows them; an empty one is a
        /// blank place (an AM/PM wheel has two values).
        public var options: [String]
        /// The option the wheel is set to; nil when there is no value (the app opens it at the current time).
        public var selected: Int?

        public init(name: String, options: [String], selected: Int?) {
            self.name = name
            self.options = options
            self.selected = selected
        }
    }

    public var mode: Mode
    public var wheels: [Wheel]

    public init(mode: Mode, wheels: [Wheel]) {
        self.mode = mode
        self.wheels = wheels
    }

    /// The mode CDL gives a picker for a row's styles.
    public static func mode(dateStyle: FormatterStyle?, timeStyle: FormatterStyle?) -> Mode {
        let hasDate = (dateStyle ?? .none) != .none, hasTime = (timeStyle ?? .none) != .none
        if hasDate && hasTime { return .dateAndTime }
        return hasDate ? .date : .time
    }
}
