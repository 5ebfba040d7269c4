/// The three kinds of dictionary in a definition, each with the keys it knows.
enum DefinitionLevel: Sendable, CaseIterable {
    case section
    case row
    case listView

    var name: String {
        switch self {
        case .section: "section"
        case .row: "row"
        case .listView: "list view"
        }
    }

    var keys: Set<String> {
        switch self {
        case .section: Self.sectionKeys
        case .row: Self.rowKeys
        case .listView: Self.listViewKeys
        }
    }

    static let sectionKeys: Set<String> = [
        "rowInformation", "sectionTitle", "sectionFooter", "customSectionControllerClass",
    ]

    static let rowKeys: Set<String> = [
        "rowType", "rowLabel", "attributeKeyPath", "dateFormatterStyle", "timeFormatterStyle",
        "rowCustomControllerClass", "showAddNewObject", "showAddExistingObjects", "addNewObjectPropertyListFile",
        "drillDownKeyPath", "relationshipEntityName", "relationshipIntermediateEntityName",
    ]

    /// The keys only to-many rows read.
    static let toManyRowKeys: Set<String> = [
        "showAddNewObject", "showAddExistingObjects", "addNewObjectPropertyListFile", "drillDownKeyPath",
        "relationshipEntityName", "relationshipIntermediateEntityName",
    ]

    static let listViewKeys: Set<String> = [
        "entityName", "sortKeyPaths", "cellTextLabelKeyPath", "detailViewPropertyListFile", "controllerTitle",
        "sectionNameKeyPath", "sectionKeyPath", "sectionIndexTitlesEnabled", "sectionIndexTitlesAlphabetical",
        "cellDetailTextLabelKeyPath", "createTabBarItem", "tabBarImage", "tabBarTitle", "filterPredicate",
    ]

    /// The level that knows `key`, other than `self`, for "a section key has no effect in a row".
    func otherLevel(knowing key: String) -> DefinitionLevel? {
        Self.allCases.first { $0 != self && $0.keys.contains(key) }
    }
}
