import RowControllers

/// What the command line says about previews (`render` and `preview`), over the project file.
public struct PreviewOptions: Sendable {
    /// `--data`: a sample file for every definition, or a folder of `<Entity>.json` files.
    public var data: String?
    /// `--fake-data`: generate values from the model where there is no sample.
    public var usesFakeData = false
    public var locale: String?
    public var timeZone: String?

    public init() {}
}
