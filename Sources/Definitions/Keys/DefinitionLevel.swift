/// The three kinds of dictionary in a definition, and the two of the project file, each with the keys
/// it knows.
package enum DefinitionLevel: Sendable, CaseIterable {
    case section
    case row
    case listView
    case projectFile
    /// A value of the project file's `customRows`.
    case customRow

    package var name: String {
        switch self {
        case .section: "section"
        case .row: "row"
        case .listView: "list view"
        case .projectFile: "project file"
        case .customRow: "custom row"
        }
    }

    package var keys: Set<String> {
        switch self {
        case .section: Self.sectionKeys
        case .row: Self.rowKeys
        case .listView: Self.listViewKeys
        case .projectFile: Self.projectFileKeys
        case .customRow: Set(CustomRowKey.allCases.map(\.rawValue))
        }
    }

    /// The keys whose values are booleans, which OpenStep files write as the strings YES and NO; `cdlgen
    /// convert` makes those strings booleans for the other formats (``DefinitionBooleans``).
    package var booleanKeys: Set<String> {
        switch self {
        case .row: ["showAddNewObject", "showAddExistingObjects"]
        case .listView: ["createTabBarItem", "sectionIndexTitlesEnabled", "sectionIndexTitlesAlphabetical"]
        case .projectFile: [ProjectFileKey.strict.rawValue]
        case .section, .customRow: []
        }
    }

    // The keys of each definition level, from the one list of them (``DefinitionKey``).
    static let sectionKeys = keys(of: .section)
    static let rowKeys = keys(of: .row)
    static let listViewKeys = keys(of: .listView)

    private static func keys(of level: DefinitionLevel) -> Set<String> {
        Set(DefinitionKey.allCases.filter { $0.level == level }.map(\.rawValue))
    }

    /// Keys a list view may hold for tools rather than for CDL: `$schema` points JSON editors at
    /// `schemas/cdl-definition.schema.json` (a detail view, an array, has nowhere to put it).
    package static let listViewToolKeys: Set<String> = ["$schema"]

    /// The project file's keys (README, "The project file").
    static let projectFileKeys = Set(ProjectFileKey.allCases.map(\.rawValue))

    /// The levels of a definition file.
    static let definitionLevels = allCases.filter(\.isDefinitionLevel)

    /// Whether it is a level of a definition file. A switch: this runs for every row, and
    /// `definitionLevels.contains` cost far more (docs/PERFORMANCE.md, "The comments' figures").
    package var isDefinitionLevel: Bool {
        switch self {
        case .section, .row, .listView: true
        case .projectFile, .customRow: false
        }
    }
}
