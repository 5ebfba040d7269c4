import CoreDataModel
import Definitions
import PlistLoader
import SampleData

/// What a preview reads of one definition row for the object shown, read once for the row's cells and
/// its screens alike: its key path's parts, the model's type at the key path, and the sample's value there.
struct RowFacts {
    let components: [String]
    /// The attribute's type, when the model says.
    let type: AttributeType?
    /// The value at the key path in the object shown; nil when there is no object, or no value.
    let sample: PlistNode?

    init(_ row: any RowController, entity: String?, object: PlistNode?, context: PreviewContext) {
        let components = row.keyPathComponents
        self.components = components
        type = components.isEmpty ? nil : context.attributeType(at: components, from: entity)
        sample = object.flatMap { SampleKeyPath.value(at: components, in: $0) }
    }
}
