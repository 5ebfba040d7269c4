import ArgumentParser
import CoreDataModel
import Previews

/// The options `render` and `preview` share: the sample data and how values are formatted.
struct PreviewDataOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Sample data: a file (one object, or an array for list views) or a folder of <Entity>.json files (default: the project file's 'samples', else a Samples folder beside the definitions).",
            valueName: "path"),
        completion: .propertyLists)
    var data: String?

    @Flag(help: "Generate plausible values from the model for entities without sample data.")
    var fakeData = false

    @Option(
        help: ArgumentHelp(
            "The app's Core Data SQLite store (pulled from a simulator or device): its objects fill the previews. Read-only: neither it nor its folder changes.",
            valueName: "store"),
        completion: .file(extensions: ["sqlite", "sqlite3", "db"]))
    var store: String?

    @Option(
        name: .customLong("max-objects"),
        help: ArgumentHelp("With --store: at most this many objects of an entity (default 200).", valueName: "n"))
    var maxObjects: Int = 200

    @Option(
        help: ArgumentHelp("The locale dates are formatted for (default: the project file's, else en_US).", valueName: "locale")
    )
    var locale: String?

    @Option(
        name: .customLong("time-zone"),
        help: ArgumentHelp("The time zone dates are shown in (default: the project file's, else UTC).", valueName: "zone"))
    var timeZone: String?

    @Flag(
        name: .customLong("swiftui"),
        help: "Also show, on each detail view's page, the SwiftUI 'export swiftui' writes for each row (HTML; needs the model).")
    var showsSwiftUIExport = false

    func validate() throws {
        if maxObjects < 1 { throw ValidationError("--max-objects must be at least 1") }
    }

    var previewOptions: PreviewOptions {
        var options = PreviewOptions()
        options.data = data
        options.usesFakeData = fakeData
        options.store = store
        options.maxObjects = maxObjects
        options.locale = locale
        options.timeZone = timeZone
        options.showsSwiftUIExport = showsSwiftUIExport
        return options
    }
}
