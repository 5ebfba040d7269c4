/// Building blocks for rule examples.
extension ExampleValue {
    /// A detail view of one section holding `rows`.
    static func detailView(title: String = "Event", _ rows: ExampleValue...) -> ExampleValue {
        .array([.dict(["sectionTitle": .string(title), "rowInformation": .array(rows)])])
    }

    /// A SingleLineValueSmallLabel row showing the name.
    static let nameRow: ExampleValue = .dict([
        "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name", "attributeKeyPath": "name",
    ])

    /// A Widget Type detail view whose to-many row adds new widgets with `addNewDefinition`.
    static func widgetTypeDetailView(addNewDefinition: ExampleValue) -> ExampleValue {
        .array([
            .dict([
                "rowInformation": .array([
                    .dict(["rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name", "attributeKeyPath": "name"])
                ])
            ]),
            .dict([
                "sectionTitle": "Widgets",
                "rowInformation": .array([
                    .dict([
                        "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Widget", "attributeKeyPath": "widgets.name",
                        "showAddNewObject": true, "addNewObjectPropertyListFile": addNewDefinition,
                    ])
                ]),
            ]),
        ])
    }

    /// The add view that ``widgetTypeDetailView(addNewDefinition:)`` refers to, as an OpenStep file.
    static let widgetAddViewFile = """
        (
        	{
        		rowInformation = (
        			{
        				rowType = CDLTableRowTypeSingleLineValueSmallLabel;
        				rowLabel = Name;
        				attributeKeyPath = name;
        			},
        		);
        	},
        )

        """
}

/// Building blocks for the model rules' examples.
extension ExampleValue {
    /// A row of `type` (the name without `CDLTableRowType`) showing `keyPath`, with `extra` keys.
    static func row(_ type: String, _ label: String, _ keyPath: ExampleValue, _ extra: KeyValuePairs<String, ExampleValue> = [:])
        -> ExampleValue
    {
        .dictionary(
            [("rowType", .string("CDLTableRowType" + type)), ("rowLabel", .string(label)), ("attributeKeyPath", keyPath)]
                + extra.map { ($0.key, $0.value) })
    }

    /// A list view of `entity` whose rows open `EventDetailView`.
    static func listView(entity: ExampleValue, sortKeyPath: ExampleValue = "name", cellText: ExampleValue = "name") -> ExampleValue {
        .dict([
            "entityName": entity, "sortKeyPaths": .array([sortKeyPath]), "cellTextLabelKeyPath": cellText,
            "detailViewPropertyListFile": "EventDetailView",
        ])
    }

    /// The detail view ``listView(entity:sortKeyPath:cellText:)`` opens, as an OpenStep file.
    static let eventDetailViewFile = ExampleRenderer.render(.detailView(.nameRow), as: .openStep)
}
