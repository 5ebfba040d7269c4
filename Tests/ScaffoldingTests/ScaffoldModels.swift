import CDLGenTestSupport
import CoreDataModel
import Foundation

/// Models for the scaffolding tests: the sample app's (in `Definitions/`) and the benchmark corpus's (a
/// fixture shared with the end-to-end tests), and small ones written here for one case each.
enum ScaffoldModels {
    static let fixtures = packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/Models")
    static let sampleAppPath = packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path
    static let corpusPath = fixtures.appendingPathComponent("Corpus.xcdatamodeld").path

    static func sampleApp() throws -> CoreDataModel { try CoreDataModelReader.read(sampleAppPath) }
    static func corpus() throws -> CoreDataModel { try CoreDataModelReader.read(corpusPath) }

    /// Every attribute type, inheritance, and relationships whose destinations have only a date, only a
    /// number, or nothing a row can show.
    static let kinds = """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="title" attributeType="String"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="items" inverseEntity="Person"/>
            </entity>
            <entity name="Gadget" representedClassName="Gadget" parentEntity="Item" syncable="YES">
                <attribute name="active" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="colour" optional="YES" attributeType="Transformable"/>
                <attribute name="count16" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="count32" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="count64" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="future" optional="YES" attributeType="Composite"/>
                <attribute name="homePage" optional="YES" attributeType="URI"/>
                <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
                <attribute name="mystery" optional="YES" attributeType="Undefined"/>
                <attribute name="photo" optional="YES" attributeType="Binary"/>
                <attribute name="price" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="ratio" optional="YES" attributeType="Float" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="ref" optional="YES" attributeType="ObjectID"/>
                <attribute name="releaseNotes" optional="YES" attributeType="String"/>
                <attribute name="weight" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <relationship name="batch" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Batch"/>
                <relationship name="blob" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Blob"/>
                <relationship name="logs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Batch"/>
                <relationship name="readings" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Sensor"/>
                <relationship name="sensor" maxCount="1" deletionRule="Nullify" destinationEntity="Sensor"/>
            </entity>
            <entity name="Person" representedClassName="Person" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/>
            </entity>
            <entity name="Batch" representedClassName="Batch" syncable="YES">
                <attribute name="madeOn" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
            <entity name="Sensor" representedClassName="Sensor" syncable="YES">
                <attribute name="reading" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            </entity>
            <entity name="Blob" representedClassName="Blob" syncable="YES">
                <attribute name="bytes" optional="YES" attributeType="Binary"/>
            </entity>
        """
}
