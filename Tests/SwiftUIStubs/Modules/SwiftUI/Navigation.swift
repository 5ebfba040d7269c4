/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    public mutating func append<V: Hashable>(_ value: V) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationstack
@MainActor @preconcurrency public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:) (a NavigationPath)
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) { fatalError() }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationview (deprecated: declared so that using it
/// is a warning, not an unknown name)
@available(*, deprecated, message: "Use NavigationStack or NavigationSplitView instead.")
public struct NavigationView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:) (a view
    /// made beforehand)
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
}

extension NavigationLink where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:) (a view made
    /// beforehand)
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
}

extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:) (a Codable value)
    public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (a localized title)
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (a string, not localized)
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (a Text)
    nonisolated public func navigationTitle(_ title: Text) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:) (an editable title)
    nonisolated public func navigationTitle(_ title: Binding<String>) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    nonisolated public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { fatalError() }
}
