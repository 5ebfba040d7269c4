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
    /// `Z_ENT` → the numbers of it and every entity below it.
    private var family: [Int64: [Int64]] = [:]
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
        for number in Set(entityNumbers.values) {
            var ancestor: Int64? = number
            var seen = Set<Int64>()
            // A store's Z_SUPER could loop: each entity is walked up at most once per ancestor.
            while let current = ancestor, seen.insert(current).inserted {
                family[current, default: []].append(number)
                ancestor = supers[current]
            }
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

    /// The table of `entity`'s root entity, which holds the rows of the whole inheritance tree.
    func table(of entity: String) -> Table? {
        guard let root = model.lineage(of: entity).last else { return nil }
        return tables[("Z" + root.name).uppercased()]
    }

    /// `entity`'s `Z_ENT` and those of the entities below it: the rows that are its objects.
    func numbers(of entity: String) -> [Int64] {
        entityNumbers[entity].map { family[$0] ?? [$0] } ?? []
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
