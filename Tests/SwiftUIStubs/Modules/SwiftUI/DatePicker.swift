/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
    public static let date = DatePickerComponents(rawValue: 2)
}

/// https://developer.apple.com/documentation/swiftui/datepicker
/// On a Binding<Date> only (not Date?).
public struct DatePicker<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/datepicker/components
    public typealias Components = DatePickerComponents
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
    public init(
        selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) { fatalError() }
}

extension DatePicker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)
    /// (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:in:displayedcomponents:)
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) { fatalError() }
}
