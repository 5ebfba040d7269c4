/// https://developer.apple.com/documentation/swiftui/list
@MainActor @preconcurrency public struct List<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:) (a set)
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:) (an optional value)
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/liststyle
public protocol ListStyle {}

/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle
public struct InsetGroupedListStyle: ListStyle {
    /// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle/init()
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/plainliststyle
public struct PlainListStyle: ListStyle {
    /// https://developer.apple.com/documentation/swiftui/plainliststyle/init()
    public init() { fatalError() }
}
/// https://developer.apple.com/documentation/swiftui/groupedliststyle
public struct GroupedListStyle: ListStyle {
    /// https://developer.apple.com/documentation/swiftui/groupedliststyle/init()
    public init() { fatalError() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped
    public static var insetGrouped: InsetGroupedListStyle { fatalError() }
}
extension ListStyle where Self == PlainListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/plain
    public static var plain: PlainListStyle { fatalError() }
}
extension ListStyle where Self == GroupedListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/grouped
    public static var grouped: GroupedListStyle { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
    nonisolated public func listStyle<S: ListStyle>(_ style: S) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/deletedisabled(_:)
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/movedisabled(_:)
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { fatalError() }
}
