import CoreDataModel

/// Where the objects of a model's entities lie in a store, looked up in the store itself, as tools that
/// read Core Data stores without Core Data do: entity numbers from `Z_PRIMARYKEY`, columns from
/// `PRAGMA table_info` (docs/DECISIONS.md, "The app's own data"). What the model has and the store lacks
/// is collected as mismatches, so that what does fit can still be shown.
struct StoreLayout {
    /// A table and its columns, by upper-cased name (SQLite's names are case-insensitive).
    struct Table {
        var name: String
        var columns: [String: String]

        func column(_ name: String) -> String? { columns[name.uppercased()] }

        /// The columns a row of the table is read with (`t` being the table), each as itself but for what
        /// could be large: a blob is read as "‹n bytes›" (SQLite takes a blob's length from the record,
        /// without its bytes), a text cut at 100 000 characters, more than any cell or field shows.
        private(set) var selectList = ""

        mutating func makeSelectList() {
            selectList = columns.values.sorted().map { column in
                let quoted = "t.\"" + column.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                let alias = " AS \"" + column.replacingOccurrences(of: "\"", with: "\"\"") + "\""
                return "CASE typeof(\(quoted)) WHEN 'blob' THEN '‹' || length(\(quoted)) || ' bytes›'"
                    + " WHEN 'text' THEN substr(\(quoted), 1, 100000) ELSE \(quoted) END" + alias
            }.joined(separator: ", ")
        }
    }

    /// Entity name → `Z_ENT`.
    private(set) var entityNumbers: [String: Int64] = [:]
    /// `Z_ENT` of each of the model's entities → the numbers of it and every entity below it.
    private var family: [Int64: [Int64]] = [:]
    /// Entity name → its family as SQL's list, made once (a family can be thousands of entities long).
    private var numberLists: [String: String] = [:]
    private var tables: [String: Table] = [:]
    let model: CoreDataModel
    private let columnNames: ColumnNames
    private(set) var mismatches: [StoreMismatch] = []

    init(database: SQLiteDatabase, model: CoreDataModel) throws(StoreError) {
        self.model = model
        columnNames = ColumnNames(model: model)
        let names = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap { row -> String? in
            if case .text(let name)? = row.first { return name }
            return nil
        }
        guard names.contains(where: { $0.uppercased() == "Z_PRIMARYKEY" }) else {
            throw StoreError(.notCoreData, "it has no Z_PRIMARYKEY table: not a Core Data store (or one Core Data has not set up yet)")
        }
        var supers: [Int64: Int64] = [:]
        for row in try database.rows("SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY") {
            guard row.count == 3, case .integer(let number) = row[0], case .text(let name) = row[1] else { continue }
            entityNumbers[name] = number
            if case .integer(let parent) = row[2], parent != 0 { supers[number] = parent }
        }
        try Self.checkForLoops(supers)
        family = Self.families(of: model.entities.compactMap { entityNumbers[$0.name] }, supers: supers)
        for entity in model.entities {
            numberLists[entity.name] = numbers(of: entity.name).map(String.init).joined(separator: ", ")
        }
        for name in names where name.uppercased().hasPrefix("Z") {
            var table = Table(name: name, columns: [:])
            for row in try database.rows("SELECT name FROM pragma_table_info(?)", [.text(name)]) {
                guard case .text(let column)? = row.first else { continue }
                table.columns[column.uppercased()] = column
            }
            table.makeSelectList()
            tables[name.uppercased()] = table
        }
        findMismatches()
    }

    /// Every entity's chain of super-entities, each walked once (an entity met again is known to end at
    /// a root): a `Z_SUPER` that leads back to an entity on the chain being walked is a loop, which no
    /// store Core Data writes has.
    private static func checkForLoops(_ supers: [Int64: Int64]) throws(StoreError) {
        var endsAtRoot = Set<Int64>()
        for start in supers.keys where !endsAtRoot.contains(start) {
            var chain: [Int64] = [], onChain = Set<Int64>()
            var current: Int64? = start
            while let number = current, !endsAtRoot.contains(number) {
                guard onChain.insert(number).inserted else {
                    throw StoreError(
                        .unreadable,
                        "its Z_PRIMARYKEY makes entity \(number) a super-entity of itself (Z_SUPER loops): not a store Core Data wrote")
                }
                chain.append(number)
                current = supers[number]
            }
            endsAtRoot.formUnion(chain)
        }
    }

    /// For each of `numbers` (the model's entities'), it and every entity below it, found by going down
    /// from it once: the work is the size of those families, not of every entity's list of ancestors.
    private static func families(of numbers: [Int64], supers: [Int64: Int64]) -> [Int64: [Int64]] {
        var children: [Int64: [Int64]] = [:]
        for (child, parent) in supers { children[parent, default: []].append(child) }
        var families: [Int64: [Int64]] = [:]
        for number in Set(numbers) {
            var family = [number], next = 0
            while next < family.count {
                family += children[family[next]] ?? []
                next += 1
            }
            families[number] = family.sorted()
        }
        return families
    }

    /// The table of `entity`'s root entity, which holds the rows of the whole inheritance tree.
    func table(of entity: String) -> Table? {
        guard let root = model.lineage(of: entity).last else { return nil }
        return tables[("Z" + root.name).uppercased()]
    }

    /// `entity`'s `Z_ENT` and those of the entities below it: the rows that are its objects.
    func numbers(of entity: String) -> [Int64] {
        entityNumbers[entity].map { family[$0] ?? [$0] } ?? []
    }

    /// ``numbers(of:)`` as the list of an SQL `IN`.
    func numberList(of entity: String) -> String {
        numberLists[entity] ?? numbers(of: entity).map(String.init).joined(separator: ", ")
    }

    /// The column of an attribute or a to-one relationship (``ColumnNames``); nil when the store lacks it.
    func column(of property: String, in entity: String) -> String? {
        guard let table = table(of: entity), let name = columnNames.column(of: property, in: entity, model: model) else { return nil }
        return table.column(name)
    }

    func attributeColumn(_ attribute: Attribute, of entity: String) -> String? {
        column(of: attribute.name, in: entity)
    }

    /// A join table, by name, for a many-to-many relationship.
    func table(named name: String) -> Table? { tables[name.uppercased()] }

    /// The tables whose names start with `prefix`, for join tables whose entity number is not known.
    func tables(startingWith prefix: String) -> [Table] {
        tables.filter { $0.key.hasPrefix(prefix.uppercased()) }.sorted { $0.key < $1.key }.map(\.value)
    }

    private mutating func findMismatches() {
        for entity in model.entities {
            guard entityNumbers[entity.name] != nil else {
                mismatches.append(StoreMismatch(entity: entity, attribute: nil, missing: "an entry in Z_PRIMARYKEY"))
                continue
            }
            guard let table = table(of: entity.name) else {
                let root = model.lineage(of: entity.name).last?.name ?? entity.name
                mismatches.append(StoreMismatch(entity: entity, attribute: nil, missing: "a table Z\(root.uppercased())"))
                continue
            }
            for attribute in entity.attributes where !attribute.isTransient && column(of: attribute.name, in: entity.name) == nil {
                let name = columnNames.column(of: attribute.name, in: entity.name, model: model) ?? "Z" + attribute.name.uppercased()
                mismatches.append(StoreMismatch(entity: entity, attribute: attribute, missing: "a column \(name) in \(table.name)"))
            }
        }
    }
}
