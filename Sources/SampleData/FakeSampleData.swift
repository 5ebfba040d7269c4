import CoreDataModel
import PlistLoader

/// Sample data made up from a Core Data model, for `--fake-data` previews when there is no sample-data
/// file: deterministic plausible values from the model's attribute types and names (see
/// `FakeAttributeValue` for the choices). The same model and entity give the same tree on every run
/// and machine; every node is at `.start`, as nothing was read.
public enum FakeSampleData {
    /// A plausible object of `entity`, with to-one relationships as nested objects and to-many as arrays,
    /// `depth` levels of relationships deep (default 2). Same model and entity → same values.
    ///
    /// An entity the model does not have gives an empty dictionary.
    public static func object(of entity: String, in model: CoreDataModel, depth: Int = 2) -> PlistNode {
        node(FakeObjectIdentity(entity: entity, ordinal: 0, serial: 1), in: model, depth: max(depth, 0), arrivedBy: nil)
    }

    /// `count` objects of `entity`, for list views (each different, deterministic): "Widget 1",
    /// "Widget 2", …, with orders 0, 1, …. `depth` as for ``object(of:in:depth:)``: list cells and
    /// sections may follow to-one relationships.
    public static func objects(of entity: String, in model: CoreDataModel, count: Int = 3, depth: Int = 2) -> PlistNode {
        let objects = (0..<max(count, 0)).map { index in
            node(FakeObjectIdentity(entity: entity, ordinal: index, serial: index + 1), in: model, depth: max(depth, 0), arrivedBy: nil)
        }
        return PlistNode(.array(objects), at: .start)
    }

    /// How many objects a to-many relationship gets: enough to look like a list, few enough to read.
    static let toManyCount = 2

    private static func node(_ object: FakeObjectIdentity, in model: CoreDataModel, depth: Int, arrivedBy: Relationship?) -> PlistNode {
        var entries: [PlistDictionaryEntry] = []
        func add(_ key: String, _ value: PlistValue) {
            entries.append(PlistDictionaryEntry(key: key, keyPosition: .start, value: PlistNode(value, at: .start)))
        }
        for property in properties(of: object.entity, in: model) {
            switch property {
            case .attribute(let attribute):
                if let value = FakeAttributeValue.value(of: attribute, for: object) { add(attribute.name, value) }
            case .relationship(let relationship):
                guard depth > 0, let destination = relationship.destinationEntity, model.entity(named: destination) != nil,
                    !isInverse(relationship, of: arrivedBy)
                else { continue }
                if relationship.isToMany {
                    let count = relationship.maxCount.map { $0 > 0 ? min($0, toManyCount) : toManyCount } ?? toManyCount
                    // Serials spread so that each parent's children differ from its siblings' children.
                    let children = (0..<count).map { index in
                        let serial = (object.serial - 1) * toManyCount + index + 1
                        let child = FakeObjectIdentity(entity: destination, ordinal: index, serial: serial)
                        return node(child, in: model, depth: depth - 1, arrivedBy: relationship)
                    }
                    add(relationship.name, .array(children))
                } else {
                    let child = FakeObjectIdentity(entity: destination, ordinal: 0, serial: object.serial)
                    add(relationship.name, node(child, in: model, depth: depth - 1, arrivedBy: relationship).value)
                }
            }
        }
        return PlistNode(.dictionary(PlistDictionary(entries: entries)), at: .start)
    }

    /// The way back to the parent repeats the parent (and would recurse until the depth runs out), so
    /// it is left out.
    private static func isInverse(_ relationship: Relationship, of arrivedBy: Relationship?) -> Bool {
        guard let arrivedBy else { return false }
        if let inverse = arrivedBy.inverseName { return relationship.name == inverse }
        // Only one side names the inverse (a hand-edited model): trust that side.
        return relationship.inverseName == arrivedBy.name
    }

    /// Every property in the model's order, the farthest ancestor's first, so that output is stable;
    /// where a descendant redeclares a name, its declaration wins at the ancestor's place.
    private static func properties(of entity: String, in model: CoreDataModel) -> [EntityProperty] {
        var seen = Set<String>()
        var properties: [EntityProperty] = []
        for owner in model.lineage(of: entity).reversed() {
            for name in owner.attributes.map(\.name) + owner.relationships.map(\.name) where seen.insert(name).inserted {
                if let property = model.property(name, of: entity) { properties.append(property) }
            }
        }
        return properties
    }
}
