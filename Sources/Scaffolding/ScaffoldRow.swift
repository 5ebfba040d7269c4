import Definitions

/// One row of a scaffolded detail view.
public struct ScaffoldRow: Sendable, Equatable {
    public var type: RowType
    public var label: String
    public var attributeKeyPath: String
    public var dateStyle: FormatterStyle?
    public var timeStyle: FormatterStyle?
    /// A to-many row's "Add New" view: the definition that creates the new object.
    public var addNewDefinition: String?

    public init(
        _ type: RowType, label: String, attributeKeyPath: String, dateStyle: FormatterStyle? = nil, timeStyle: FormatterStyle? = nil
    ) {
        self.type = type
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.dateStyle = dateStyle
        self.timeStyle = timeStyle
    }

    /// The row's keys in the order definitions are read most easily: what it is, what it says, what it
    /// shows, then the rest.
    public var entries: [(key: String, value: String)] {
        var entries = [("rowType", type.name), ("rowLabel", label), ("attributeKeyPath", attributeKeyPath)]
        if let dateStyle { entries.append(("dateFormatterStyle", dateStyle.rawValue)) }
        if let timeStyle { entries.append(("timeFormatterStyle", timeStyle.rawValue)) }
        return entries.map { (key: $0.0, value: $0.1) }
    }
}
