/// https://developer.apple.com/documentation/swiftui/foreach
/// Over a RandomAccessCollection only (an NSSet or NSOrderedSet is a Sequence of Any: not one), whose
/// elements are Identifiable or given an `id:` key path to a Hashable value.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/foreach (Conforms To: DynamicViewContent, when
/// Content conforms to View)
extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:) (a constant range)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
/// What `onDelete` and `onMove` are declared on: ForEach, not a stack or a list.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data
    var data: Self.Data { get }
}

extension DynamicViewContent {
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    /// (the body returns `self` only because an opaque result needs an underlying type)
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { self }
}

extension MutableCollection {
    /// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
    /// (declared in SwiftUI)
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
    /// (declared in SwiftUI)
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}
