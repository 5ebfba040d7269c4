import Basics
import CoreDataModel
import Diagnostics
import Foundation
import PlistLoader

/// Reads the objects of an app's Core Data SQLite store, read-only, as the sample objects previews show
/// (dictionaries of attribute values, related objects nested as key paths reach them). Not thread-safe.
public final class CoreDataStoreReader {
    /// The store, as the user named it.
    public let path: String
    private let database: SQLiteDatabase
    private let layout: StoreLayout
    /// Kept for the reader's life: a private copy of the store (made when a `-wal` is beside it) is
    /// deleted when this goes.
    private let opening: StoreOpening
    /// Objects already read in this request, by entity, primary key and the key paths read from them (the
    /// trees live as long as the request, so their identities are not reused within it).
    private var cache: [ObjectKey: PlistNode] = [:]

    /// Opens the store read-only (StoreOpening says how, so that neither it nor its folder changes) and
    /// finds the model's entities in it. ``read(path:model:attempts:_:)`` reads a store an app may be
    /// writing meanwhile.
    public convenience init(path: String, model: CoreDataModel) throws(StoreError) {
        try self.init(opening: StoreOpening(path: path), path: path, model: model)
    }

    private init(opening: StoreOpening, path: String, model: CoreDataModel) throws(StoreError) {
        self.path = path
        self.opening = opening
        database = try SQLiteDatabase(uri: opening.uri, writable: opening.opensCopy)
        layout = try StoreLayout(database: database, model: model)
    }

    /// Opens the store and reads it with `body`, again — up to `attempts` times in all — when it changed
    /// while it was read: cdlgen takes no lock an app would wait on, so a read can meet a page the app is
    /// writing (SQLite then says "malformed", or reads rows half-saved). A read is kept only if the store's
    /// files (`StoreStamp`) were the same before and after it; after `attempts` changed reads the store
    /// is "being written by another process" — an error that is the store's state, not its bytes. A
    /// failure of a read of an unchanged store is reported as it is. Attempts after the first read a
    /// private copy (`StoreOpening`), which only the time of copying it must find unchanged.
    public static func read<Result>(
        path: String, model: CoreDataModel, attempts: Int = 5, _ body: (CoreDataStoreReader) throws(StoreError) -> Result
    ) throws(StoreError) -> Result {
        for attempt in 1...max(1, attempts) {
            let resolved = try StoreOpening.resolve(PathUtilities.absolute(path), name: nil)
            let stamp = StoreStamp(resolved: resolved)
            do throws(StoreError) {
                // Read again, from a copy: made in a moment, it is less likely to meet the app's next save.
                let opening = try StoreOpening(resolved: resolved, stamp: stamp, copying: attempt > 1)
                let result = try body(CoreDataStoreReader(opening: opening, path: path, model: model))
                if opening.readOneState { return result }
            } catch {
                guard StoreStamp(resolved: resolved) != stamp else { throw error }
            }
            // Some time for the app to finish its save; not waited on after the last attempt.
            if attempt < attempts { usleep(useconds_t(20_000 * attempt)) }
        }
        throw StoreError(
            .beingWritten,
            "it is being written by another process: it changed while it was read, \(attempts) times in a row (read it when the app is not saving, or quit the app)"
        )
    }

    /// `store-mismatch` findings: what the model declares and the store lacks, at the declaration.
    public var diagnostics: [Diagnostic] {
        layout.mismatches.map { mismatch in
            let position = mismatch.attribute?.position ?? mismatch.entity.position
            return .storeMismatch(
                entity: mismatch.entity.name, attribute: mismatch.attribute?.name, missing: mismatch.missing,
                at: SourceLocation(file: layout.model.file, position: position))
        }
    }

    /// How many objects of `entity` the store holds.
    public func count(of entity: String) throws(StoreError) -> Int {
        guard let table = layout.table(of: entity), !layout.numbers(of: entity).isEmpty else { return 0 }
        var count = 0
        try database.query("SELECT COUNT(*) FROM \(quoted(table.name)) WHERE Z_ENT IN (\(numberList(entity)))") { row in
            if case .integer(let value) = row[0] { count = Int(value) }
            return false
        }
        return count
    }

    /// The first `request.limit` objects of the entity in the order of its sort key paths (the store's
    /// order when there are none), each with its attributes and the relationships the key paths follow.
    public func objects(_ request: StoreRequest) throws(StoreError) -> [PlistNode] {
        guard let table = layout.table(of: request.entity), !layout.numbers(of: request.entity).isEmpty else { return [] }
        let paths = KeyPathTree(request.keyPaths + request.sortKeyPaths)
        cache = [:]
        defer { cache = [:] }
        let order = sortClause(request.sortKeyPaths, entity: request.entity)
        let sql =
            "SELECT \(table.selectList) FROM \(quoted(table.name)) AS t\(order.joins) WHERE t.Z_ENT IN (\(numberList(request.entity)))"
            + (order.terms.isEmpty ? "" : " ORDER BY " + order.terms.joined(separator: ", ")) + " LIMIT ?"
        var rows: [StoreRow] = []
        try database.query(sql, [.integer(Int64(max(0, request.limit)))]) { row in
            rows.append(StoreRow(row))
            return true
        }
        var objects: [PlistNode] = []
        for row in rows {
            objects.append(try object(row, entity: request.entity, paths: paths, limit: request.limit))
        }
        return objects
    }

    // MARK: - Objects

    private struct ObjectKey: Hashable {
        var entity: String
        var primaryKey: Int64
        var paths: ObjectIdentifier
    }

    private func object(_ row: StoreRow, entity: String, paths: KeyPathTree, limit: Int) throws(StoreError) -> PlistNode {
        let key = ObjectKey(entity: entity, primaryKey: row.primaryKey, paths: ObjectIdentifier(paths))
        if let known = cache[key] { return known }
        let root = layout.model.lineage(of: entity).last?.name ?? entity
        var entries = [Self.entry(StoreObjectID.key, .string("\(root)/\(row.primaryKey)"))]
        for owner in layout.model.lineage(of: entity) {
            for attribute in owner.attributes where !entries.contains(where: { $0.key == attribute.name }) {
                guard let column = layout.attributeColumn(attribute, of: entity), let value = row[column],
                    let converted = StoreValue.plistValue(value, type: attribute.type)
                else { continue }
                entries.append(Self.entry(attribute.name, converted))
            }
        }
        for (name, subpaths) in paths.children {
            guard case .relationship(let relationship)? = layout.model.property(name, of: entity),
                let destination = relationship.destinationEntity
            else { continue }
            let related = try relatedRows(of: row, entity: entity, relationship: relationship, limit: limit)
            var nodes: [PlistNode] = []
            for relatedRow in related {
                nodes.append(try object(relatedRow, entity: destination, paths: subpaths, limit: limit))
            }
            if relationship.isToMany {
                entries.append(Self.entry(name, .array(nodes)))
            } else if let first = nodes.first {
                entries.append(PlistDictionaryEntry(key: name, keyPosition: Self.position, value: first))
            }
        }
        let node = PlistNode(.dictionary(PlistDictionary(entries: entries)), at: Self.position)
        cache[key] = node
        return node
    }

    /// The rows of the objects `relationship` of the object in `row` leads to.
    private func relatedRows(of row: StoreRow, entity: String, relationship: Relationship, limit: Int) throws(StoreError) -> [StoreRow] {
        guard let destination = relationship.destinationEntity, let table = layout.table(of: destination),
            !layout.numbers(of: destination).isEmpty
        else { return [] }
        let from = "SELECT \(table.selectList) FROM \(quoted(table.name)) AS t"
        let ofDestination = "t.Z_ENT IN (\(numberList(destination)))"
        if !relationship.isToMany {
            // To-one: a column of the object's own row holds the related object's Z_PK.
            guard let column = layout.column(of: relationship.name, in: entity), case .integer(let key)? = row[column] else { return [] }
            return try fetch(from + " WHERE t.Z_PK = ? AND \(ofDestination) LIMIT 1", [.integer(key)])
        }
        let inverse = relationship.inverseName.flatMap { layout.model.property($0, of: destination) }
        if case .relationship(let back)? = inverse, !back.isToMany, let column = layout.column(of: back.name, in: destination) {
            // To-many with a to-one inverse: the destination's rows point back.
            return try fetch(
                from + " WHERE t.\(quoted(column)) = ? AND \(ofDestination) LIMIT ?", [.integer(row.primaryKey), .integer(Int64(limit))])
        }
        let declaring =
            layout.model.lineage(of: entity).first { $0.relationships.contains { $0.name == relationship.name } }?.name ?? entity
        if inverse == nil, let number = layout.entityNumbers[declaring], let column = table.column("Z\(number)" + relationship.name) {
            // To-many without an inverse: Core Data gives the destination a hidden to-one, `Z‹n›‹NAME›`.
            return try fetch(
                from + " WHERE t.\(quoted(column)) = ? AND \(ofDestination) LIMIT ?", [.integer(row.primaryKey), .integer(Int64(limit))])
        }
        if let join = ManyToManyTable(layout: layout, entity: entity, relationship: relationship) {
            let (source, target) = (quoted(join.sourceColumn), quoted(join.destinationColumn))
            if join.isReflexive {
                return try fetch(
                    from
                        + " JOIN \(quoted(join.table)) AS j ON (j.\(source) = ? AND j.\(target) = t.Z_PK) OR (j.\(target) = ? AND j.\(source) = t.Z_PK)"
                        + " WHERE \(ofDestination) LIMIT ?", [.integer(row.primaryKey), .integer(row.primaryKey), .integer(Int64(limit))])
            }
            return try fetch(
                from + " JOIN \(quoted(join.table)) AS j ON j.\(quoted(join.destinationColumn)) = t.Z_PK"
                    + " WHERE j.\(quoted(join.sourceColumn)) = ? AND \(ofDestination) LIMIT ?",
                [.integer(row.primaryKey), .integer(Int64(limit))])
        }
        return []
    }

    private func fetch(_ sql: String, _ bindings: [SQLiteValue]) throws(StoreError) -> [StoreRow] {
        var rows: [StoreRow] = []
        try database.query(sql, bindings) { row in
            rows.append(StoreRow(row))
            return true
        }
        return rows
    }

    // MARK: - SQL

    /// CDL's sort as SQL, as far as SQL can say it: an attribute of the object, or of an object a to-one
    /// relationship leads to, each `COLLATE NOCASE` (ASCII letters only; the previews sort again, exactly).
    private func sortClause(_ keyPaths: [[String]], entity: String) -> (joins: String, terms: [String]) {
        var joins = "", terms: [String] = []
        for (index, path) in keyPaths.enumerated() {
            switch path.count {
            case 1:
                guard case .attribute(let attribute)? = layout.model.property(path[0], of: entity),
                    let column = layout.attributeColumn(attribute, of: entity)
                else { continue }
                terms.append("t.\(quoted(column)) COLLATE NOCASE")
            case 2:
                guard case .relationship(let relationship)? = layout.model.property(path[0], of: entity), !relationship.isToMany,
                    let destination = relationship.destinationEntity, let foreign = layout.column(of: relationship.name, in: entity),
                    case .attribute(let attribute)? = layout.model.property(path[1], of: destination),
                    let table = layout.table(of: destination), let column = layout.attributeColumn(attribute, of: destination)
                else { continue }
                joins += " LEFT JOIN \(quoted(table.name)) AS s\(index) ON s\(index).Z_PK = t.\(quoted(foreign))"
                terms.append("s\(index).\(quoted(column)) COLLATE NOCASE")
            default:
                continue
            }
        }
        if !terms.isEmpty { terms.append("t.Z_PK") }
        return (joins, terms)
    }

    private func numberList(_ entity: String) -> String {
        layout.numberList(of: entity)
    }

    /// A name from the store, as SQL quotes an identifier.
    private func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static let position = SourcePosition.byteOffset(0)

    private static func entry(_ key: String, _ value: PlistValue) -> PlistDictionaryEntry {
        PlistDictionaryEntry(key: key, keyPosition: position, value: PlistNode(value, at: position))
    }
}
