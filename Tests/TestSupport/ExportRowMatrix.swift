/// Every row type over every attribute type (and the relationships' destinations' types): one detail view
/// each, named `Everything‹RowType›‹Key›`, so that the golden file shows what each pair exports — or why
/// it is left out.
public enum ExportRowMatrix {
    public static let model = """
            <entity name="Everything" representedClassName="Everything" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
                <attribute name="when" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="flag" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="flagNumber" optional="YES" attributeType="Boolean" usesScalarValueType="NO"/>
                <attribute name="small" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="smallNumber" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="medium" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <attribute name="big" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                <attribute name="bigNumber" optional="YES" attributeType="Integer 64" usesScalarValueType="NO"/>
                <attribute name="ratio" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="ratioNumber" optional="YES" attributeType="Double" usesScalarValueType="NO"/>
                <attribute name="level" optional="YES" attributeType="Float" usesScalarValueType="YES"/>
                <attribute name="price" optional="YES" attributeType="Decimal"/>
                <attribute name="blob" optional="YES" attributeType="Binary"/>
                <attribute name="identifier" optional="YES" attributeType="UUID"/>
                <attribute name="link" optional="YES" attributeType="URI"/>
                <attribute name="settings" optional="YES" attributeType="Transformable"/>
                <relationship name="kind" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Kind" inverseName="everything"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="everything"/>
                <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Link" inverseName="everything"/>
            </entity>
            <entity name="Kind" representedClassName="Kind" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="rank" optional="YES" attributeType="Integer 16" usesScalarValueType="NO"/>
                <attribute name="level" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <attribute name="born" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="everything" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Everything" inverseName="kind"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="weight" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <relationship name="everything" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Everything" inverseName="tags"/>
            </entity>
            <entity name="Link" representedClassName="Link" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <relationship name="everything" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Everything" inverseName="steps"/>
                <relationship name="step" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Step" inverseName="links"/>
            </entity>
            <entity name="Step" representedClassName="Step" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="links" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Link" inverseName="step"/>
            </entity>
        """

    public static let attributes = [
        "text", "when", "flag", "flagNumber", "small", "smallNumber", "medium", "big", "bigNumber", "ratio", "ratioNumber", "level",
        "price",
        "blob", "identifier", "link", "settings",
    ]

    /// The matrix's definitions by file name, and the add view its to-many rows open.
    public static var definitions: [String: String] {
        var files: [String: String] = [:]
        for rowType in [
            "SingleLineValueNoLabel", "SingleLineValueLargeLabel", "SingleLineValueSmallLabel", "MultiLineValueNoLabel",
            "MultiLineValueSmallLabel", "BooleanSwitch",
        ] {
            for key in attributes {
                let styles =
                    key == "when" ? "dateFormatterStyle = NSDateFormatterMediumStyle; timeFormatterStyle = NSDateFormatterShortStyle;" : ""
                files["Everything\(rowType)\(key.capitalizedFirst).plist"] = view(
                    "rowType = CDLTableRowType\(rowType); rowLabel = \"\(key.capitalizedFirst)\"; attributeKeyPath = \(key); \(styles)")
            }
        }
        for key in ["name", "rank", "level", "born"] {
            files["EverythingRelationshipKind\(key.capitalizedFirst).plist"] = view(
                "rowType = CDLTableRowTypeRelationship; rowLabel = Kind; attributeKeyPath = kind.\(key);")
        }
        for key in ["name", "weight"] {
            files["EverythingToManyRelationshipTags\(key.capitalizedFirst).plist"] = view(
                "rowType = CDLTableRowTypeToManyRelationship; rowLabel = Tags; attributeKeyPath = tags.\(key); showAddNewObject = YES; showAddExistingObjects = YES; addNewObjectPropertyListFile = TagAddView;"
            )
        }
        files["EverythingToManyOrderedRelationshipSteps.plist"] = view(
            "rowType = CDLTableRowTypeToManyOrderedRelationship; rowLabel = Steps; attributeKeyPath = steps.step.name;")
        files["EverythingCustom.plist"] = view(
            "rowType = CDLTableRowTypeCustom; rowLabel = \"Delete It\"; rowCustomControllerClass = DeleteRowController; attributeKeyPath = text;"
        )
        // Text from anyone's pull request: quotes, a backslash, a line break, a right-to-left override and a
        // comment's end must stay inside the literals and comments they are written into.
        files["EverythingHostileLabel.plist"] = view(
            #"rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = "He said \"hi\") }\\ \n*/ \U202Eevil"; attributeKeyPath = text;"#
        )
        // List views sorted (and sectioned) by each kind of key: text, a date, a scalar, an NSNumber, a key
        // through a to-one relationship.
        for (name, sort, cell, extra) in [
            ("Text", "text", "text", "cellDetailTextLabelKeyPath = kind.name;"), ("When", "when", "when", ""),
            ("Small", "small", "small", ""), ("SmallNumber", "smallNumber, text", "smallNumber", ""),
            ("KindName", "kind.name", "text", ""),
            ("Sectioned", "text", "text", "sectionNameKeyPath = text; sectionIndexTitlesEnabled = YES;"),
        ] {
            files["EverythingListBy\(name).plist"] =
                "{ entityName = Everything; sortKeyPaths = (\(sort)); cellTextLabelKeyPath = \(cell); \(extra) "
                + "detailViewPropertyListFile = EverythingSingleLineValueNoLabelText; controllerTitle = Everything; }\n"
        }
        // A definition named as the model's class (and as SwiftUI's types would be): its view is `EverythingView`.
        files["Everything.plist"] = view("rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Text; attributeKeyPath = text;")
        files["TagAddView.plist"] = view("rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name;")
        return files
    }

    private static func view(_ row: String) -> String {
        "( { sectionTitle = Matrix; rowInformation = ( { \(row) } ); } )\n"
    }

    /// What a golden file keeps of a detail view: its sections' properties (the rows), what add mode sets,
    /// and the members its rows add; the rest (the bar, saving) is the same in every view and is in the sample
    /// app's golden files.
    public static func rowsPart(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var kept: [String] = []
        var inBlock = false
        for line in lines {
            if line.hasPrefix("    private var section") || line == "        .onAppear {" || line.hasPrefix("    /// The objects of")
                || line.hasPrefix("    @State private var new")
            {
                inBlock = true
            }
            if inBlock { kept.append(line) }
            if inBlock && (line == "        }" || line == "    }" || line.hasPrefix("    @State private var new")) { inBlock = false }
        }
        return kept.joined(separator: "\n") + "\n"
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
