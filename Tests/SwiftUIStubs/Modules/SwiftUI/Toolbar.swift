/// https://developer.apple.com/documentation/swiftui/toolbarcontent
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swift/never (SwiftUI: Never is the body of the primitive
/// toolbar contents)
extension Never: ToolbarContent {}

/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder public struct ToolbarContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:) (and
    /// its longer forms, as one variadic declaration)
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<(repeat each Content)>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent (what a toolbar builder's block of several items makes)
public struct TupleToolbarContent<T>: ToolbarContent {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swift/optional (SwiftUI: ToolbarContent when Wrapped is)
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/_conditionalcontent (ToolbarContent when both are)
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static var automatic: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
    public static var principal: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
    public static var primaryAction: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    public static var confirmationAction: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    public static var cancellationAction: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction
    public static var destructiveAction: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    public static var topBarLeading: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
    public static var topBarTrailing: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
    public static var bottomBar: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading
    @available(*, deprecated, message: "Use topBarLeading instead.")
    public static var navigationBarLeading: ToolbarItemPlacement { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbartrailing
    @available(*, deprecated, message: "Use topBarTrailing instead.")
    public static var navigationBarTrailing: ToolbarItemPlacement { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritem
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

extension ToolbarItem where ID == String {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(id:placement:content:)
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (views)
    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:) (toolbar items)
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        fatalError()
    }
}
