import Basics
import PlistLoader

/// One file of an app scaffold before it is written, kept as what it is made of so that a row, an "Add New"
/// or the whole file can still be left out.
struct AppScaffoldFile: Sendable {
    enum Content: Sendable {
        /// A detail view, or an add view (a detail view a to-many row's "Add New" opens).
        case detailView(DetailViewScaffold)
        /// A list of `entity`'s objects by its String attribute `shown`, each opening `detailView`.
        case listView(entity: String, shown: String, detailView: String)
    }

    /// The definition's name: the file's name without extension.
    var name: String
    var content: Content
    /// Whether a to-many row's "Add New" opens it: nothing else does, so it goes when no row does.
    var isAddView = false

    /// The entity the file shows.
    var entity: String {
        switch content {
        case .detailView(let view): view.entity
        case .listView(let entity, _, _): entity
        }
    }

    var propertyList: PlistValue {
        switch content {
        case .detailView(let view):
            return view.propertyList
        case .listView(let entity, let shown, let detailView):
            func node(_ value: PlistValue) -> PlistNode { PlistNode(value, at: .start) }
            let entries: [(String, PlistValue)] = [
                ("controllerTitle", .string(ReadableLabel.from(entity))),
                ("entityName", .string(entity)),
                ("sortKeyPaths", .array([node(.string(shown))])),
                ("cellTextLabelKeyPath", .string(shown)),
                ("detailViewPropertyListFile", .string(detailView)),
            ]
            return .dictionary(
                PlistDictionary(entries: entries.map { PlistDictionaryEntry(key: $0.0, keyPosition: .start, value: node($0.1)) }))
        }
    }
}
