/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/section/init(header:footer:content:)-deprecated
    @available(*, deprecated, message: "Use init(content:header:footer:) instead.")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/section/init(footer:content:)-deprecated
    @available(*, deprecated, message: "Use init(content:footer:) instead.")
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/section/init(header:content:)-deprecated
    @available(*, deprecated, message: "Use init(content:header:) instead.")
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:) (a string, not localized)
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/section/init(_:isexpanded:content:)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        fatalError()
    }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/sectionindexlabel(_:) (iOS 26: the label of
    /// this section in a list's section index; the only declaration the page lists is this one, of Text?)
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/listsectionindexvisibility(_:) (iOS 26)
    nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/visibility
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}
