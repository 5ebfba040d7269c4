import CDLGenTestSupport
import CoreDataModel
import Diagnostics
import Foundation
import PlistLoader
import Testing

@Suite struct CoreDataModelReaderTests {
    static let version2 = ModelContents.contents(
        """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
            <entity name="Event" representedClassName="Event" parentEntity="Item" syncable="YES">
                <attribute name="publicEvent" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="attendees" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="photo" optional="YES" attributeType="Binary"/>
                <relationship name="type" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="EventType" inverseName="events" inverseEntity="EventType"/>
                <relationship name="steps" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="EventType"/>
            </entity>
            <entity name="EventType" representedClassName="EventType" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="events" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Event" inverseName="type" inverseEntity="Event"/>
            </entity>
        """)

    /// A versioned model whose versions have spaces in their names.
    func versionedModel(currentVersion: String?) throws -> (TemporaryFolder, String) {
        let folder = try TemporaryFolder()
        try folder.write("App Model.xcdatamodeld/App Model.xcdatamodel/contents", ModelContents.version1)
        try folder.write("App Model.xcdatamodeld/App Model 2.xcdatamodel/contents", Self.version2)
        if let currentVersion {
            try folder.write(
                "App Model.xcdatamodeld/.xccurrentversion",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                \t<key>_XCCurrentVersionName</key>
                \t<string>\(currentVersion)</string>
                </dict>
                </plist>
                """)
        }
        return (folder, folder.path + "/App Model.xcdatamodeld")
    }

    func modelError(_ body: () throws -> Void) -> Diagnostic? {
        do {
            try body()
            return nil
        } catch let error as CoreDataModelError {
            return error.diagnostic
        } catch {
            return nil
        }
    }

    @Test func theCurrentVersionIsTheOneXCCurrentVersionNames() throws {
        let (folder, path) = try versionedModel(currentVersion: "App Model.xcdatamodel")
        let model = try CoreDataModelReader.read(path)
        #expect(model.entities.map(\.name) == ["Event"])
        #expect(model.file == folder.path + "/App Model.xcdatamodeld/App Model.xcdatamodel/contents")
        let (newerFolder, newer) = try versionedModel(currentVersion: "App Model 2.xcdatamodel")
        #expect(try CoreDataModelReader.read(newer).entities.map(\.name) == ["Item", "Event", "EventType"])
        withExtendedLifetime(newerFolder) {}
    }

    @Test func withoutAMarkerTheLastVersionInNumericOrderIsCurrent() throws {
        let (folder, path) = try versionedModel(currentVersion: nil)
        #expect(try CoreDataModelReader.read(path).entities.map(\.name) == ["Item", "Event", "EventType"])
        try folder.write("App Model.xcdatamodeld/App Model 10.xcdatamodel/contents", ModelContents.contents("<entity name=\"Ten\"/>"))
        #expect(try CoreDataModelReader.read(path).entities.map(\.name) == ["Ten"])
    }

    @Test func inheritanceAndRelationshipsAreRead() throws {
        let (folder, path) = try versionedModel(currentVersion: "App Model 2.xcdatamodel")
        let model = try CoreDataModelReader.read(path)
        withExtendedLifetime(folder) {}
        #expect(model.entity(named: "Item")?.isAbstract == true)
        #expect(model.lineage(of: "Event").map(\.name) == ["Event", "Item"])
        guard case .attribute(let name)? = model.property("name", of: "Event") else { Issue.record("no inherited name"); return }
        #expect(name.type == .string && !name.isOptional)
        guard case .attribute(let attendees)? = model.property("attendees", of: "Event") else { Issue.record("no attendees"); return }
        #expect(attendees.type == .integer16)
        guard case .relationship(let type)? = model.property("type", of: "Event") else { Issue.record("no type"); return }
        #expect(type.destinationEntity == "EventType" && type.inverseName == "events" && !type.isToMany && type.maxCount == 1)
        guard case .relationship(let steps)? = model.property("steps", of: "Event") else { Issue.record("no steps"); return }
        #expect(steps.isToMany && steps.isOrdered)
        #expect(model.propertyNames(of: "Event") == ["publicEvent", "attendees", "price", "photo", "type", "steps", "name", "created"])
        #expect(model.property("nothing", of: "Event") == nil)
        #expect(AttributeType(modelName: "Integer 64").isNumeric && !AttributeType(modelName: "Binary").isNumeric)
        #expect(AttributeType(modelName: "Composite") == .other("Composite"))
    }

    @Test func aSingleVersionOrItsContentsFileCanBeNamed() throws {
        let (folder, _) = try versionedModel(currentVersion: nil)
        let version = folder.path + "/App Model.xcdatamodeld/App Model 2.xcdatamodel"
        #expect(try CoreDataModelReader.read(version).entities.count == 3)
        #expect(try CoreDataModelReader.read(version + "/contents").entities.count == 3)
    }

    @Test func aModelWithManyEntitiesReadsThemAll() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "M.xcdatamodel/contents",
            ModelContents.contents(
                (0..<8).map { "<entity name=\"E\($0)\"><attribute name=\"a\" attributeType=\"String\"/></entity>" }.joined(separator: "\n"))
        )
        #expect(try CoreDataModelReader.read(folder.path + "/M.xcdatamodel").entities.count == 8)
    }

    @Test func malformedXMLIsAModelErrorAtTheFault() throws {
        let folder = try TemporaryFolder()
        try folder.write("M.xcdatamodel/contents", ModelContents.contents("    <entity name=\"A\">\n    </entty>"))
        let diagnostic = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/M.xcdatamodel") })
        #expect(diagnostic.code == .modelError && diagnostic.severity == .error)
        #expect(diagnostic.message == "</entty> does not close <entity>, which is still open from line 3")
        #expect(diagnostic.location.position.line == 4)
        #expect(diagnostic.location.file == folder.path + "/M.xcdatamodel/contents")
    }

    /// libxml2 says "document is empty" of text that is not XML at all (issue 38, item 5).
    @Test func contentsThatAreNotXMLSaySoAtTheirFirstCharacter() throws {
        let folder = try TemporaryFolder()
        try folder.write("M.xcdatamodel/contents", "this is { not xml")
        try folder.write("N.xcdatamodel/contents", "\u{FEFF}\n\n  {\"entities\": []}")
        let plain = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/M.xcdatamodel") })
        #expect(plain.message == "not an XML model: expected '<' (as in <?xml …?> or <model>), found 't'")
        #expect(plain.location.position == .lineColumn(line: 1, column: 1))
        let json = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/N.xcdatamodel") })
        #expect(json.message.hasSuffix("found '{'"))
        #expect(json.location.position == .lineColumn(line: 3, column: 3))
        // Blank text before the XML is no fault of this kind.
        try folder.write("O.xcdatamodel/contents", "\n  <model documentVersion=\"1.0\"><entity name=\"A\"/></model>\n")
        #expect(modelError { _ = try CoreDataModelReader.read(folder.path + "/O.xcdatamodel") } == nil)
    }

    @Test func structuralFaultsPointAtTheirElement() throws {
        let folder = try TemporaryFolder()
        try folder.write("Parent.xcdatamodel/contents", ModelContents.contents("    <entity name=\"A\" parentEntity=\"Missing\"/>"))
        let parent = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/Parent.xcdatamodel") })
        #expect(parent.message == "the parent entity 'Missing' of 'A' is not in the model")
        #expect(parent.location.position == .lineColumn(line: 3, column: 5))
        try folder.write(
            "Cycle.xcdatamodel/contents",
            ModelContents.contents("<entity name=\"A\" parentEntity=\"B\"/>\n<entity name=\"B\" parentEntity=\"A\"/>"))
        #expect(
            modelError { _ = try CoreDataModelReader.read(folder.path + "/Cycle.xcdatamodel") }?.message
                == "'A' inherits from itself through 'B'")
        try folder.write(
            "Dest.xcdatamodel/contents",
            ModelContents.contents("<entity name=\"A\">\n  <relationship name=\"b\" destinationEntity=\"B\"/>\n</entity>"))
        let destination = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/Dest.xcdatamodel") })
        #expect(destination.message == "the relationship 'A.b' leads to 'B', which is not in the model")
        #expect(destination.location.position == .lineColumn(line: 4, column: 3))
    }

    @Test func aDoctypeIsRefusedAndNothingIsExpanded() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "M.xcdatamodel/contents",
            "<?xml version=\"1.0\"?>\n<!DOCTYPE model [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<model><entity name=\"&x;\"/></model>")
        let diagnostic = try #require(modelError { _ = try CoreDataModelReader.read(folder.path + "/M.xcdatamodel") })
        #expect(diagnostic.code == .modelError)
        #expect(!diagnostic.message.contains("root:"))
    }

    @Test func missingAndMisnamedModelsAreModelErrors() throws {
        #expect(
            modelError { _ = try CoreDataModelReader.read("/nonexistent/M.xcdatamodeld") }?.message == "no Core Data model at this path")
        let (folder, path) = try versionedModel(currentVersion: "Gone.xcdatamodel")
        let missing = try #require(modelError { _ = try CoreDataModelReader.read(path) })
        #expect(missing.message == "the current version 'Gone.xcdatamodel' is not in the model")
        #expect(missing.location == SourceLocation(file: path + "/.xccurrentversion", position: .lineColumn(line: 5, column: 2)))
        try folder.write("Plist.xcdatamodel/contents", "<plist><array/></plist>")
        #expect(
            modelError { _ = try CoreDataModelReader.read(folder.path + "/Plist.xcdatamodel") }?.message
                == "this is not a Core Data model: its root element is <plist>, not <model>")
        try folder.write("Empty.xcdatamodeld/readme.txt", "")
        #expect(
            modelError { _ = try CoreDataModelReader.read(folder.path + "/Empty.xcdatamodeld") }?.message
                == "the model holds no version (.xcdatamodel)")
    }

    @Test func onlyAnEntitysOwnChildrenAreItsProperties() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "M.xcdatamodel/contents",
            ModelContents.contents(
                """
                    <entity name="A">
                        <attribute name="kept" attributeType="String"/>
                    </entity>
                    <configuration name="Cloud">
                        <attribute name="stray" attributeType="String"/>
                        <relationship name="strayToo" destinationEntity="A"/>
                    </configuration>
                """))
        let model = try CoreDataModelReader.read(folder.path + "/M.xcdatamodel")
        #expect(model.propertyNames(of: "A") == ["kept"])
    }
}
