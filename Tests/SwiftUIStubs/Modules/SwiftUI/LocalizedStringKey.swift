/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    /// What may be interpolated into a key: a String, a number (`_FormatSpecifiable`), a value with a
    /// format style, a Text, an Image, a Date with a style, an AttributedString. An optional is none of
    /// these (then `Text("\(x)")` falls back to `Text(_: StringProtocol)`, with the compiler's warning).
    /// The `formatter:` overloads are not declared (docs/SWIFTUI-STUBS.md: no Formatter).
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (a String)
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (a Text)
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (an Image)
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (an AttributedString)
        public mutating func appendInterpolation(_ attributedString: AttributedString) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:) (a number)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:format:)
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { fatalError() }
    }
}

/// https://developer.apple.com/documentation/swiftui/_formatspecifiable
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt { fatalError() }
    public var _specifier: String { fatalError() }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { fatalError() }
    public var _specifier: String { fatalError() }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { fatalError() }
    public var _specifier: String { fatalError() }
}
