import Foundation
import CoreDataModel
import RowControllers

/// What every preview of a run shares: the model, how Custom rows look, and the locale and time zone
/// values are formatted for. (Generated sample data, `--fake-data`, is made once into ``SampleData``.)
public struct PreviewContext: Sendable {
    public var model: CoreDataModel?
    /// The project file's `customRows`: class name → how to draw it.
    public var customRows: [String: CustomRowPreview]
    public var locale: Locale
    public var timeZone: TimeZone

    public init(
        model: CoreDataModel? = nil, customRows: [String: CustomRowPreview] = [:], locale: Locale = Locale(identifier: "en_US"),
        timeZone: TimeZone = TimeZone(identifier: "UTC")!
    ) {
        self.model = model
        self.customRows = customRows
        self.locale = locale
        self.timeZone = timeZone
    }
}
