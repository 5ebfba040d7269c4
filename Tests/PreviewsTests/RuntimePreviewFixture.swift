import CDLGenTestSupport
import Diagnostics
import Foundation
import PlistLoader
import Previews
import Project
import Testing

/// A small project whose previews show what CDL's runtime does: numbers of every type, a switch whose
/// model default is YES, a to-many row with Add New and Add Existing, and an ordered row.
struct RuntimePreviewFixture {
    let folder: TemporaryFolder
    var session: PreviewSession

    init(locale: String? = nil) throws {
        folder = try TemporaryFolder()
        _ = try folder.write("cdlgen.json", #"{ "definitions": ".", "model": "Model.xcdatamodeld", "samples": "Samples" }"#)
        _ = try folder.write("Model.xcdatamodeld/Model.xcdatamodel/contents", Self.model)
        _ = try folder.write("ItemDetailView.plist", Self.detailView)
        _ = try folder.write(
            "ItemListView.plist",
            """
            { entityName = Item; detailViewPropertyListFile = ItemDetailView; cellTextLabelKeyPath = name;
              cellDetailTextLabelKeyPath = count; sortKeyPaths = (name); }
            """)
        _ = try folder.write(
            "PartDetailView.plist",
            """
            ( { rowInformation = (
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Name; attributeKeyPath = name; },
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Weight; attributeKeyPath = weight; },
                { rowType = CDLTableRowTypeBooleanSwitch; rowLabel = Spare; attributeKeyPath = spare; },
            ); } )
            """)
        _ = try folder.write(
            "Samples/Item.json",
            """
            [ { "name": "Big", "count": 1234567, "price": 1234.5, "ratio": 0.1, "amount": "1234.50", "flag": false,
                "parts": [ { "name": "Bolt", "weight": 2500 }, { "name": "Nut", "weight": 12 } ],
                "steps": [ { "order": 0, "stage": { "name": "Cut" } } ] },
              { "name": "Huge", "count": -2, "price": 1e20, "ratio": 3.5, "amount": "0.001", "flag": true } ]
            """)
        var options = RunOptions()
        options.paths = [folder.path]
        var preview = PreviewOptions()
        preview.locale = locale
        session = try PreviewSession.prepare(options, preview: preview)
        // The tests place the diagnostics they draw; the validator's own (numbers on single-line rows are
        // errors, on purpose here) would decide the screens before them.
        for index in session.reports.indices { session.reports[index].diagnostics = [] }
    }

    /// The position of `attributeKeyPath` in row `row` of section `section` of the item detail view, as
    /// a rule that reports about the row would give it.
    func location(section: Int, row: Int, in name: String = "ItemDetailView") throws -> (file: String, position: SourcePosition) {
        let report = try #require(session.reports.first { $0.file.name == name })
        guard case .detailView(let view)? = report.definition, let keyPath = view.sections[section].rows[row].attributeKeyPath else {
            throw FixtureError()
        }
        return (report.file.displayPath, keyPath.position)
    }

    /// Adds `diagnostic` to the report of `name`, as the validator would have.
    mutating func add(_ diagnostic: Diagnostic, to name: String = "ItemDetailView") {
        guard let index = session.reports.firstIndex(where: { $0.file.name == name }) else { return }
        session.reports[index].diagnostics.append(diagnostic)
    }

    /// A diagnostic of `code` on row `row` of section `section`.
    /// `file`: the file it names, when not the report's (a golden file's path cannot be a temporary one).
    func diagnostic(
        _ severity: DiagnosticSeverity, _ code: String, _ message: String, section: Int, row: Int, fixIt: String? = nil,
        file: String? = nil
    ) throws -> Diagnostic {
        let place = try location(section: section, row: row)
        let at = SourceLocation(file: file ?? place.file, position: place.position)
        return Diagnostic(severity, DiagnosticCode(code), message, at: at, fixIt: fixIt)
    }

    struct FixtureError: Error {}

    static let detailView = """
        (
            { sectionTitle = Item; rowInformation = (
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Count; attributeKeyPath = count; },
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Price; attributeKeyPath = price; },
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Ratio; attributeKeyPath = ratio; },
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Amount; attributeKeyPath = amount; },
                { rowType = CDLTableRowTypeBooleanSwitch; rowLabel = Flag; attributeKeyPath = flag; },
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Name; attributeKeyPath = name; },
            ); },
            { sectionTitle = Parts; rowInformation = (
                { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Part; attributeKeyPath = parts.name;
                  showAddNewObject = YES; showAddExistingObjects = YES; addNewObjectPropertyListFile = PartDetailView; },
            ); },
            { sectionTitle = Stages; rowInformation = (
                { rowType = CDLTableRowTypeToManyOrderedRelationship; rowLabel = Stage; attributeKeyPath = steps.stage.name; },
            ); },
        )
        """

    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Item" representedClassName="Item" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="count" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="price" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="ratio" optional="YES" attributeType="Float" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="amount" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="flag" optional="YES" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <relationship name="parts" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Part" inverseName="item" inverseEntity="Part"/>
                <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="ItemStep" inverseName="item" inverseEntity="ItemStep"/>
            </entity>
            <entity name="Part" representedClassName="Part" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="weight" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="spare" optional="YES" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <relationship name="item" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item" inverseName="parts" inverseEntity="Item"/>
            </entity>
            <entity name="ItemStep" representedClassName="ItemStep" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="item" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item" inverseName="steps" inverseEntity="Item"/>
                <relationship name="stage" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Stage" inverseName="itemSteps" inverseEntity="Stage"/>
            </entity>
            <entity name="Stage" representedClassName="Stage" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="itemSteps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="ItemStep" inverseName="stage" inverseEntity="ItemStep"/>
            </entity>
        </model>
        """
}
