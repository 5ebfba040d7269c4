extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:) (a localized
    /// title)
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (a
    /// localized title)
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:) (a
    /// string, not localized)
    @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    nonisolated public func disabled(_ disabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:) (a length on every edge)
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/edge
@frozen public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(rawValue: 2)
        /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(rawValue: 4)
        /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(rawValue: 8)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all = Set(rawValue: 15)
        /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal = Set(rawValue: 10)
        /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical = Set(rawValue: 5)
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { fatalError() }
}
