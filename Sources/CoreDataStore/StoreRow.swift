/// A row of a store's table, its values by upper-cased column name.
struct StoreRow {
    private var values: [String: SQLiteValue] = [:]

    init(_ row: SQLiteRow) {
        for index in 0..<row.count {
            let name = row.name(at: index).uppercased()
            if values[name] == nil { values[name] = row[index] }
        }
    }

    subscript(column: String) -> SQLiteValue? {
        switch values[column.uppercased()] {
        case nil, .null?: nil
        case let value?: value
        }
    }

    var primaryKey: Int64 {
        if case .integer(let key)? = self["Z_PK"] { return key }
        return 0
    }
}
