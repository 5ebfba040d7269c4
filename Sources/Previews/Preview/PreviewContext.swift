import CoreDataModel
import Foundation
import Project
import SwiftUIExport

/// What every preview of a run shares: the model, how Custom rows look, and the locale and time zone
/// values are formatted for. (Generated sample data, `--fake-data`, is made once into `SampleData`.)
public struct PreviewContext: Sendable {
    public var model: CoreDataModel?
    /// The project file's `customRows`: class name → how to draw it.
    public var customRows: [String: CustomRowPreview]
    public var locale: Locale
    public var timeZone: TimeZone
    /// `preview --swiftui`: the SwiftUI each detail view's rows become, drawn on a screen of its page.
    public var swiftUIRowCode: SwiftUIRowCode?

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

extension PreviewContext {
    /// The entity a relationship of `entity` leads to, when the model says.
    func destination(of relationship: String, from entity: String?) -> String? {
        guard let entity, case .relationship(let found)? = model?.property(relationship, of: entity) else { return nil }
        return found.destinationEntity
    }

    /// The model's type of the attribute at a key path from `entity`.
    func attributeType(at components: [String], from entity: String?) -> AttributeType? {
        entity.flatMap { model?.attribute(at: components, from: $0)?.type }
    }
}
