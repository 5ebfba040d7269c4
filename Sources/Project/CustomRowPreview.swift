/// How previews draw the Custom rows of one class (the project file's `customRows`): the app draws them
/// itself, so cdlgen needs to be told. `keys` are the keys the class reads beyond CDL's own, which are
/// then not `unknown-key` on its rows.
public struct CustomRowPreview: Sendable, Equatable {
    public enum Style: String, Sendable, CaseIterable {
        case `default`
        case button
        case destructive
    }

    public var title: String?
    public var style: Style
    public var keys: Set<String>

    public init(title: String?, style: Style, keys: Set<String> = []) {
        self.title = title
        self.style = style
        self.keys = keys
    }
}
