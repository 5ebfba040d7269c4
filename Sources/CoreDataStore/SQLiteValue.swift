/// One value of a SQLite row. A blob is kept as its length only: previews show "‹n bytes›", and a
/// store's images need not be read into memory.
enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(count: Int)
}
