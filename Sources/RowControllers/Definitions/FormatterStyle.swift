/// The `NSDateFormatterStyle` names that `dateFormatterStyle` and `timeFormatterStyle` take.
public enum FormatterStyle: String, Sendable, CaseIterable {
    case none = "NSDateFormatterNoStyle"
    case short = "NSDateFormatterShortStyle"
    case medium = "NSDateFormatterMediumStyle"
    case long = "NSDateFormatterLongStyle"
    case full = "NSDateFormatterFullStyle"
}
