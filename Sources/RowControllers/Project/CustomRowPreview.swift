/// How previews draw the Custom rows of one class (the project file's `customRows`): the app draws them
/// itself, so cdlgen needs to be told.
public struct CustomRowPreview: Sendable, Equatable {
    public enum Style: String, Sendable, CaseIterable {
        case `default`
        case button
        case destructive
    }

    public var title: String?
    public var style: Style

    public init(title: String?, style: Style) {
        self.title = title
        self.style = style
    }
}
