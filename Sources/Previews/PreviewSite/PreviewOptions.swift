/// What the command line says about previews (`render` and `preview`), over the project file.
public struct PreviewOptions: Sendable {
    /// `--data`: a sample file for every definition, or a folder of `<Entity>.json` files.
    public var data: String?
    /// `--fake-data`: generate values from the model where there is no sample.
    public var usesFakeData = false
    /// `--store`: an app's Core Data SQLite store whose objects fill the previews, read-only.
    public var store: String?
    /// `--max-objects`: at most this many objects of an entity are read from the store (and of each
    /// to-many relationship of one).
    public var maxObjects = 200
    /// `--swiftui`: each detail view's page also shows the SwiftUI `export swiftui` writes, row by row.
    public var showsSwiftUIExport = false
    public var locale: String?
    public var timeZone: String?

    public init() {}
}
