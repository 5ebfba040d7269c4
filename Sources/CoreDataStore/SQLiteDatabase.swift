internal import CSQLite
import Foundation

/// A SQLite database opened read-only through the system's library: only what reading a Core Data
/// store takes (prepare, step, read columns). Not thread-safe: one per thread.
final class SQLiteDatabase {
    private let handle: OpaquePointer

    /// Opens `uri` (a `file:` URI, so that `mode=ro` and `immutable=1` can be given) read-only, or — for a
    /// private copy of a store, `writable` — so that SQLite may roll back a journal in it. Nothing is
    /// created: a missing file is an error, not a new database. Only SELECTs are ever run.
    init(uri: String, writable: Bool = false) throws(StoreError) {
        var handle: OpaquePointer?
        // NOFOLLOW: a link where the path (resolved, or a private copy's) was is refused, not followed.
        let flags =
            (writable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        let status = sqlite3_open_v2(uri, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            if let handle { sqlite3_close_v2(handle) }
            throw StoreError(.unreadable, message)
        }
        self.handle = handle
        // A store locked by a writer is waited for briefly, then reported, never waited on for ever.
        sqlite3_busy_timeout(handle, 2_000)
        // Hostile stores: nothing of the schema (a view, a trigger, a function) runs on our behalf. Large
        // values are not read whole: StoreLayout reads a blob's length and a text's start.
        _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_DEFENSIVE, 1)
        _ = csqlite_db_config_flag(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` with `bindings`, calling `row` for each result row; `row` returns false to stop early.
    func query(_ sql: String, _ bindings: [SQLiteValue] = [], row: (SQLiteRow) throws(StoreError) -> Bool) throws(StoreError) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw StoreError(.unreadable, lastError)
        }
        defer { sqlite3_finalize(statement) }
        for (index, value) in bindings.enumerated() {
            let position = Int32(index + 1)
            switch value {
            case .null: sqlite3_bind_null(statement, position)
            case .integer(let number): sqlite3_bind_int64(statement, position, number)
            case .real(let number): sqlite3_bind_double(statement, position, number)
            case .text(let text): sqlite3_bind_text(statement, position, text, -1, csqlite_transient())
            case .blob(let count): sqlite3_bind_zeroblob(statement, position, Int32(clamping: count))
            }
        }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                guard try row(SQLiteRow(statement: statement)) else { return }
            case SQLITE_DONE:
                return
            case SQLITE_BUSY, SQLITE_LOCKED:
                throw StoreError(.locked, lastError)
            default:
                throw StoreError(.unreadable, lastError)
            }
        }
    }

    /// Every row of `sql`, as values.
    func rows(_ sql: String, _ bindings: [SQLiteValue] = []) throws(StoreError) -> [[SQLiteValue]] {
        var rows: [[SQLiteValue]] = []
        try query(sql, bindings) { (row: SQLiteRow) throws(StoreError) -> Bool in
            rows.append(row.values)
            return true
        }
        return rows
    }

    private var lastError: String { String(cString: sqlite3_errmsg(handle)) }
}
