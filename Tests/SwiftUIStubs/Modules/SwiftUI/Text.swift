/// https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable {
    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:) (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:) (an AttributedString)
    public init(_ attributedContent: AttributedString) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:) (AttributedString output)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/init(_:) (an Image)
    public init(_ image: Image) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Sendable {
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/time
        public static var time: Text.DateStyle { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/date
        public static var date: Text.DateStyle { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/relative
        public static var relative: Text.DateStyle { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/offset
        public static var offset: Text.DateStyle { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer
        public static var timer: Text.DateStyle { fatalError() }
    }

    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/bold()
    public func bold() -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/italic()
    public func italic() -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
    public func monospacedDigit() -> Text { fatalError() }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
