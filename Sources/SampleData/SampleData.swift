import Checks
import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// The sample objects of a run, loaded once per entity, and the problems their files have.
public struct SampleData: Sendable {
    /// Entity → the file's root: an object, or an array of objects. Set through `setRoot`.
    private var roots: [String: PlistNode] = [:]
    /// Entity → its objects, made once when its root is set: every page of a store's entity asks for them.
    private var objectLists: [String: [PlistNode]] = [:]
    /// Reports on sample files that could not be used (syntax errors, a root of the wrong type).
    public private(set) var reports: [FileReport]
    /// Entity → how many objects its source holds beyond those given (a store read up to `--max-objects`).
    public private(set) var moreObjects: [String: Int] = [:]

    public init(roots: [String: PlistNode] = [:], reports: [FileReport] = []) {
        self.reports = reports
        for (entity, root) in roots { setRoot(root, for: entity) }
    }

    private mutating func setRoot(_ root: PlistNode, for entity: String) {
        roots[entity] = root
        objectLists[entity] = SampleKeyPath.objects(in: root)
    }

    /// Loads the sample file of each entity that has one. A file shared by several entities (`--data F`)
    /// is read once.
    ///
    /// With a `model`, each file of a folder is checked against its entity (a file shared by several
    /// entities, `--data F`, is not: its keys belong to many). The files of the folder are all loaded,
    /// and so checked, whether or not `entities` names them: `validate` and `preview` report the same.
    public static func load(
        entities: Set<String>, from source: SampleDataSource, model: CoreDataModel? = nil, limits: PlistLimits = .default
    ) -> SampleData {
        var data = SampleData()
        var loaded: [String: PlistNode?] = [:]  // Path → root (nil: unusable).
        let dates = model == nil ? nil : SampleValueReader()
        for entity in entities.union(source.entitiesWithFiles).sorted() {
            guard let path = source.path(for: entity) else { continue }
            if loaded[path] == nil {
                loaded[path] = data.loadFile(path, entity: source.file == nil ? entity : nil, model: model, dates: dates, limits: limits)
            }
            if let root = loaded[path]! { data.setRoot(root, for: entity) }
        }
        return data
    }

    /// Gives each entity of the model that has no sample file `count` generated objects (`--fake-data`).
    public mutating func addFakeObjects(for entities: Set<String>, in model: CoreDataModel, count: Int) {
        for entity in entities where roots[entity] == nil && model.entity(named: entity) != nil {
            setRoot(FakeSampleData.objects(of: entity, in: model, count: count), for: entity)
        }
    }

    /// Gives `entity` these objects, from a source that holds `total` of them (an app's store), in place
    /// of any sample file's.
    public mutating func setObjects(_ objects: [PlistNode], for entity: String, total: Int) {
        setRoot(PlistNode(.array(objects), at: .byteOffset(0)), for: entity)
        moreObjects[entity] = total > objects.count ? total - objects.count : nil
    }

    /// Whether a source says what objects `entity` has, none included: then a list of them is empty,
    /// not placeholders.
    /// The same data with every object (each element of a root array, or a root object) replaced by
    /// what `transform` makes of it and its entity: the edge states of a preview (`preview --states`).
    public func mappingObjects(_ transform: (_ object: PlistNode, _ entity: String) -> PlistNode) -> SampleData {
        var data = self
        for (entity, root) in roots {
            if case .array(let objects) = root.value {
                data.setRoot(PlistNode(.array(objects.map { transform($0, entity) }), at: root.position), for: entity)
            } else {
                data.setRoot(transform(root, entity), for: entity)
            }
        }
        return data
    }

    public func hasSource(for entity: String?) -> Bool {
        entity.map { roots[$0] != nil } ?? false
    }

    /// The object a detail view of `entity` shows: the file's object, or the first of its array.
    public func object(for entity: String?) -> PlistNode? {
        objects(for: entity).first
    }

    /// The objects a list view of `entity` shows: the file's array, or its one object.
    public func objects(for entity: String?) -> [PlistNode] {
        guard let entity else { return [] }
        return objectLists[entity] ?? []
    }

    private mutating func loadFile(
        _ path: String, entity: String?, model: CoreDataModel?, dates: SampleValueReader?, limits: PlistLimits
    ) -> PlistNode? {
        let file = DefinitionFile(path: path)
        let document: PlistDocument
        do {
            document = try PlistLoader(limits: limits).load(contentsOf: path)
        } catch {
            reports.append(FileReport(file: file, kind: .sampleData, loadError: error))
            return nil
        }
        let root = document.root
        let isObject = root.dictionary != nil || root.array?.allSatisfy({ $0.dictionary != nil }) == true
        guard isObject else {
            let location = SourceLocation(file: path, position: root.position)
            reports.append(
                FileReport(
                    file: file, kind: .sampleData, definition: nil, diagnostics: [.invalidSampleRoot(found: root.value, at: location)]))
            return nil
        }
        if let entity, let model, let dates {
            // Still used when it has findings: a preview shows what it can, beside the diagnostics.
            let checker = SampleObjectChecker(model: model, file: path, values: dates)
            let findings = FinishedFindings(checker.check(root, entity: entity), in: file.displayPath, text: document.sourceText)
            if !findings.isEmpty { reports.append(FileReport(file: file, kind: .sampleData, definition: nil, findings: findings)) }
        }
        return root
    }
}
