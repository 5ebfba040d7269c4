/// Why a store could not be read at all: the run stops (exit 2), naming the store.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// Not a SQLite database, truncated, encrypted, or a query failed.
        case unreadable
        /// A writer holds it locked longer than cdlgen waits.
        case locked
        /// Not a Core Data store: no `Z_PRIMARYKEY`.
        case notCoreData
        /// Another process wrote it while it was read, every time it was read.
        case beingWritten
    }

    public var kind: Kind
    public var message: String

    init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
