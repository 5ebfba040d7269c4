internal import CSQLite

/// The current row of a statement being stepped; valid only inside the callback that receives it.
struct SQLiteRow {
    let statement: OpaquePointer

    var count: Int { Int(sqlite3_column_count(statement)) }

    subscript(index: Int) -> SQLiteValue {
        let column = Int32(index)
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, column) else { return .null }
            let length = Int(sqlite3_column_bytes(statement, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: length), as: UTF8.self))
        case SQLITE_BLOB: return .blob(count: Int(sqlite3_column_bytes(statement, column)))
        default: return .null
        }
    }

    var values: [SQLiteValue] { (0..<count).map { self[$0] } }

    /// The name of a result column, as the query or the table gives it.
    func name(at index: Int) -> String {
        sqlite3_column_name(statement, Int32(index)).map { String(cString: $0) } ?? ""
    }
}
