/// The entity a definition shows, and how cdlgen knows (the order of README, "Checking against the Core Data model").
public struct EntityAssignment: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// A list view's own `entityName`.
        case entityName
        /// The project file's `entities`.
        case projectFile
        /// The `entityName` of a list view whose `detailViewPropertyListFile` names the definition.
        case listView(String)
        /// The destination of the relationship whose `addNewObjectPropertyListFile` names the definition.
        case addNewObject(from: String, relationship: String)
        /// The longest entity name that prefixes the file name.
        case fileName
        /// `--entity`.
        case commandLine
    }

    public var entity: String
    public var source: Source

    public init(_ entity: String, from source: Source) {
        self.entity = entity
        self.source = source
    }
}
