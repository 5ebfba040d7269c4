/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle, View {
    public static func == (lhs: Color, rhs: Color) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    public var description: String { fatalError() }
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static var accentColor: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static var primary: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static var secondary: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/red
    public static var red: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/green
    public static var green: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/blue
    public static var blue: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/orange
    public static var orange: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/gray
    public static var gray: Color { fatalError() }
}

extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red
    public static var red: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/green
    public static var green: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/blue
    public static var blue: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/orange
    public static var orange: Color { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/gray
    public static var gray: Color { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
@frozen public struct HierarchicalShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static var primary: HierarchicalShapeStyle { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:) (deprecated: declared so
    /// that using it is a warning, not an unknown name)
    @available(*, deprecated, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)
    nonisolated public func tint(_ tint: Color?) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tintshapestyle
@frozen public struct TintShapeStyle: ShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/tintshapestyle/init()
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tint
    public static var tint: TintShapeStyle { fatalError() }
}
