import CoreDataModel
import CoreDataStore
import Foundation

/// The bytes as an app's Core Data store, read as `preview --store` reads one: opened read-only, every
/// entity's first objects with each relationship followed two steps. A bad store is a `StoreError`;
/// only a crash, leak or hang is a finding (and the file must be as it was).
public final class FuzzStore: @unchecked Sendable {
    /// The one of the process: libFuzzer's callback is a C function and captures nothing.
    nonisolated(unsafe) public static var shared: FuzzStore?

    private let model: CoreDataModel
    private let path: String
    private let requests: [StoreRequest]

    public init(model modelPath: String) {
        guard let model = try? CoreDataModelReader.read(modelPath) else { fatalError("cannot read the model at \(modelPath)") }
        self.model = model
        let folder = NSTemporaryDirectory() + "cdlgen-fuzz-store-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        path = folder + "/App.sqlite"
        requests = model.entities.map { entity in
            let relationships = entity.relationships.map(\.name)
            let twoSteps = entity.relationships.compactMap { relationship in
                relationship.destinationEntity.flatMap { model.entity(named: $0) }?.relationships.first.map {
                    [relationship.name, $0.name]
                }
            }
            return StoreRequest(entity: entity.name, keyPaths: relationships.map { [$0] } + twoSteps, sortKeyPaths: [], limit: 5)
        }
    }

    public func run(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { fatalError("cannot write \(path)") }
        guard let reader = try? CoreDataStoreReader(path: path, model: model) else { return }
        _ = reader.diagnostics
        for request in requests {
            _ = try? reader.count(of: request.entity)
            _ = try? reader.objects(request)
        }
        guard let after = FileManager.default.contents(atPath: path), [UInt8](after) == bytes else { fatalError("the store was written") }
    }
}
