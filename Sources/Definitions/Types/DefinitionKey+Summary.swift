extension DefinitionKey {
    /// What editors show about the key (``DefinitionKeyInfo/summary``): the schema's description, word
    /// for word. Written out here because the language server runs without the schema file; a test
    /// compares each with the schema, so an edit to one side only fails it.
    var summary: String {
        switch self {
        // Sections
        case .rowInformation: "The rows of the section, top to bottom. CDL raises on a section with no rows (empty-section)."
        case .sectionTitle: "The section's header; empty for none."
        case .sectionFooter:
            "The section's footer, for a customSectionControllerClass that shows it (a cdlgen extension: CDL's own section "
                + "controller never shows a footer); empty for none."
        case .customSectionControllerClass:
            "A class that controls the section instead of CDL's own, optionally module-qualified (MyApp.MySectionController)."
        // Rows (the schema describes rowType where it defines the row types)
        case .rowType:
            "One of the ten row types. CDL raises \"Invalid rowType given\" for the prefix MOTableRowType of its earlier releases "
                + "(legacy-row-type)."
        case .rowLabel:
            "The label shown in the cell, and the title of the row's edit screen (\"Edit ‹label›\"). Required by to-many rows "
                + "(CDL raises without it), expected by the other rows, NoLabel ones included (missing-label: it titles their "
                + "edit screen), optional on Custom rows."
        case .attributeKeyPath:
            "The key or key path of the value shown, from the detail view's object: a key for single-line, multi-line and "
                + "BooleanSwitch rows, exactly relationship.attribute for Relationship and ToManyRelationship rows, exactly "
                + "intermediate.relationship.attribute for ToManyOrderedRelationship rows (CDL raises otherwise). Optional for "
                + "Custom rows only."
        case .dateFormatterStyle:
            "Single-line rows: how a date value's date is shown (NSDateFormatterStyle). A Date attribute needs this or "
                + "timeFormatterStyle."
        case .timeFormatterStyle: "How a date value's time is shown (NSDateFormatterStyle)."
        case .rowCustomControllerClass:
            "Custom rows: the class implementing the row controller protocol, optionally module-qualified "
                + "(MyApp.DeleteRowController). Required for Custom rows."
        case .showAddNewObject:
            "To-many rows: edit mode shows an \"Add New ‹label›\" row. Needs addNewObjectPropertyListFile. Unless one show key "
                + "is true, edit mode adds existing objects only. Broken on ordered rows in CDL (ignored-key)."
        case .showAddExistingObjects: "To-many rows: edit mode shows an \"Add Existing ‹label›\" row."
        case .addNewObjectPropertyListFile:
            "To-many rows with showAddNewObject: the name (no extension) of the definition used to create a new related object. "
                + "It must not show the relationship's inverse."
        case .drillDownKeyPath: "Stored by CDL but never used: leave it out."
        case .relationshipEntityName, .relationshipIntermediateEntityName:
            "Never read by CDL, which takes the entity from the model: leave it out."
        // List views
        case .entityName: "The entity whose objects the list fetches."
        case .sortKeyPaths: "The key paths the list is sorted by, in order (at least one)."
        case .cellTextLabelKeyPath: "The key path of the value each row shows."
        case .detailViewPropertyListFile: "The name (no extension) of the detail view a row opens."
        case .controllerTitle: "The navigation bar's title."
        case .sectionNameKeyPath: "The key path that groups the rows into sections."
        case .sectionKeyPath: "The name CDL's docs use; the code reads only sectionNameKeyPath."
        case .sectionIndexTitlesEnabled: "Show the section index on the right edge; read only with sectionNameKeyPath."
        case .sectionIndexTitlesAlphabetical:
            "Index titles A–Z; read only with sectionNameKeyPath and sectionIndexTitlesEnabled true."
        case .cellDetailTextLabelKeyPath: "The key path of the smaller second text of each row."
        case .createTabBarItem, .tabBarImage, .tabBarTitle: "Not read: CDL's tab-bar code is commented out."
        case .filterPredicate: "Not read: CDL sets the predicate to nil, so the list shows every object."
        }
    }

    /// The summary of a key a list view holds for tools (``DefinitionLevel/listViewToolKeys``).
    static func toolKeySummary(_ name: String) -> String {
        switch name {
        case "$schema": "This schema, for editors. cdlgen and CDL's runtime ignore it."
        default: ""
        }
    }
}
