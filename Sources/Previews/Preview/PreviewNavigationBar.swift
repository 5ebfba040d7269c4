/// The bar at the top of a screen: its title and the buttons CDL puts on either side.
public struct PreviewNavigationBar: Sendable, Equatable {
    /// nil when the screen has none: CDL gives a detail view no title.
    public var title: String?
    public var leading: PreviewBarButton?
    public var trailing: PreviewBarButton?
    /// `hidesBackButton` in edit mode: a detail view's back button goes while it is edited.
    public var hidesLeadingInEditMode: Bool

    public init(title: String?, leading: PreviewBarButton? = nil, trailing: PreviewBarButton? = nil, hidesLeadingInEditMode: Bool = false) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
        self.hidesLeadingInEditMode = hidesLeadingInEditMode
    }
}
