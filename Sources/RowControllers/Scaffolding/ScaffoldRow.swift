/// One row of a scaffolded detail view.
public struct ScaffoldRow: Sendable, Equatable {
    public var type: RowType
    public var label: String
    public var attributeKeyPath: String
    public var dateStyle: FormatterStyle?
    public var timeStyle: FormatterStyle?
    /// Ordered to-many rows: the intermediate entity and the entity at the end of the path, which
    /// CoreDataLibrary's runtime reads when the user adds an object.
    public var relationshipIntermediateEntityName: String?
    public var relationshipEntityName: String?

    public init(
        _ type: RowType, label: String, attributeKeyPath: String, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil,
        relationshipIntermediateEntityName: String? = nil, relationshipEntityName: String? = nil
    ) {
        self.type = type
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
        self.relationshipIntermediateEntityName = relationshipIntermediateEntityName
        self.relationshipEntityName = relationshipEntityName
    }

    /// The row's keys in the order definitions are read most easily: what it is, what it says, what it
    /// shows, then the rest.
    public var entries: [(key: String, value: String)] {
        var entries = [("rowType", type.name), ("rowLabel", label), ("attributeKeyPath", attributeKeyPath)]
        if let dateStyle { entries.append(("dateFormatterStyle", dateStyle.rawValue)) }
        if let timeStyle { entries.append(("timeFormatterStyle", timeStyle.rawValue)) }
        if let intermediate = relationshipIntermediateEntityName { entries.append(("relationshipIntermediateEntityName", intermediate)) }
        if let entity = relationshipEntityName { entries.append(("relationshipEntityName", entity)) }
        return entries.map { (key: $0.0, value: $0.1) }
    }
}
