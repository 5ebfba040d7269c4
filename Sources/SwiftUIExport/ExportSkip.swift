/// A definition the export leaves out, and why: the command lists them.
public struct ExportSkip: Sendable, Equatable {
    /// The definition's file, as the run names it.
    public var file: String
    public var reason: Reason

    public enum Reason: Error, Sendable, Equatable {
        /// The file could not be read or decoded.
        case unreadable
        /// It has errors: CDL would crash or refuse it, and the export writes only what works.
        case errors(count: Int, first: String)
        /// No entity is known for it (no model, or nothing names one).
        case noEntity
        /// The entity's objects have no class of their own (`NSManagedObject`): SwiftUI needs typed properties.
        case noClass(String)
        /// A list view's detail view is not exported.
        case detailViewNotExported(String)
        /// A key path the model cannot follow.
        case keyPath(String)
        /// Another definition gives the same Swift type name.
        case sameName(String)
    }

    /// "EventListView.plist: 2 errors (first: …)", for the command's output.
    public var description: String {
        switch reason {
        case .unreadable: "\(file): cannot be read"
        case .errors(let count, let first): "\(file): \(count) error\(count == 1 ? "" : "s") (first: \(first))"
        case .noEntity: "\(file): no entity (the export needs the model and an entity for each definition)"
        case .noClass(let entity): "\(file): entity \(entity) has no class (representedClassName)"
        case .detailViewNotExported(let name): "\(file): its detail view \(name) is not exported"
        case .keyPath(let path): "\(file): the model cannot follow the key path '\(path)'"
        case .sameName(let name): "\(file): another definition is also exported as \(name)"
        }
    }
}
