import ArgumentParser
import RowControllers
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

    @Option(help: ArgumentHelp("The locale dates and numbers are formatted for (default: the project file's, else en_US).", valueName: "locale"))
    var locale: String?

    @Option(name: .customLong("time-zone"), help: ArgumentHelp("The time zone dates are shown in (default: the project file's, else UTC).", valueName: "zone"))
    var timeZone: String?

    var previewOptions: PreviewOptions {
        var options = PreviewOptions()
        options.data = data
        options.usesFakeData = fakeData
        options.locale = locale
        options.timeZone = timeZone
        return options
    }
}
