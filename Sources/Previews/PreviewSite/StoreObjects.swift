import Checks
import CoreDataModel
import CoreDataStore
import PlistLoader
import SampleData

/// Fills a run's sample data from the app's Core Data store (`--store`): each entity of the model gets
/// its first `maxObjects` objects — a list view's in its sort order — read with the key paths the
/// definitions showing them read, and nothing more.
enum StoreObjects {
    static func fill(
        _ sampleData: inout SampleData, from reader: CoreDataStoreReader, model: CoreDataModel, reports: [FileReport], maxObjects: Int
    ) throws(StoreError) {
        var keyPaths: [String: Set<[String]>] = [:]
        var sortKeyPaths: [String: [[String]]] = [:]
        for report in reports {
            switch report.definition {
            case .detailView(let view)?:
                guard let entity = report.entity?.entity else { continue }
                for row in view.rows where !row.keyPathComponents.isEmpty { keyPaths[entity, default: []].insert(row.keyPathComponents) }
            case .listView(let view)?:
                let entity = view.entityName.value
                let paths = [view.cellTextLabelKeyPath] + [view.cellDetailTextLabelKeyPath, view.sectionNameKeyPath].compactMap { $0 }
                keyPaths[entity, default: []].formUnion(paths.map { components($0.value) })
                // The first list of an entity picks the order its objects are read in.
                if sortKeyPaths[entity] == nil { sortKeyPaths[entity] = view.sortKeyPaths.map { components($0.value) } }
            case nil:
                continue
            }
        }
        // Every entity, so that a chooser offers the store's objects of the entity it chooses from.
        for entity in model.entities {
            let request = StoreRequest(
                entity: entity.name, keyPaths: keyPaths[entity.name].map { $0.sorted { $0.lexicographicallyPrecedes($1) } } ?? [],
                sortKeyPaths: sortKeyPaths[entity.name] ?? [], limit: maxObjects)
            let objects = try reader.objects(request)
            sampleData.setObjects(
                objects, for: entity.name, total: objects.count < maxObjects ? objects.count : try reader.count(of: entity.name))
        }
    }

    private static func components(_ keyPath: String) -> [String] {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
