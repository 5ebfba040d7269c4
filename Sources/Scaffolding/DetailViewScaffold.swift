import PlistLoader

/// A detail view made from an entity: its sections, and the properties it has no row for.
public struct DetailViewScaffold: Sendable, Equatable {
    public var entity: String
    public var sections: [ScaffoldSection]
    public var omissions: [ScaffoldOmission]

    public init(entity: String, sections: [ScaffoldSection], omissions: [ScaffoldOmission]) {
        self.entity = entity
        self.sections = sections
        self.omissions = omissions
    }

    /// The definition as a property list (README, "Definitions"), for `PlistWriter`: each section's title before
    /// its rows, each row's keys in ``ScaffoldRow/entries`` order.
    public var propertyList: PlistValue {
        .array(
            sections.map { section in
                Self.dictionary([
                    ("sectionTitle", Self.node(.string(section.title))),
                    (
                        "rowInformation",
                        Self.node(
                            .array(
                                section.rows.map { row in
                                    var entries = row.entries.map { ($0.key, Self.node(.string($0.value))) }
                                    if let addNew = row.addNewDefinition {
                                        entries += [
                                            ("showAddNewObject", Self.node(.boolean(true))),
                                            ("addNewObjectPropertyListFile", Self.node(.string(addNew))),
                                        ]
                                    }
                                    return Self.dictionary(entries)
                                }))
                    ),
                ])
            })
    }

    /// Nodes made here come from no file: they sit at the start of one.
    private static func node(_ value: PlistValue) -> PlistNode {
        PlistNode(value, at: .start)
    }

    private static func dictionary(_ entries: [(String, PlistNode)]) -> PlistNode {
        node(.dictionary(PlistDictionary(entries: entries.map { PlistDictionaryEntry(key: $0.0, keyPosition: .start, value: $0.1) })))
    }
}
