import CoreDataModel

/// The contents of a Core Data model (`.xcdatamodel/contents`), written inline: the tests of the model
/// reader and of the checks against a model share them.
public enum ModelContents {
    public static func contents(_ entities: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        \(entities)
        </model>

        """
    }

    public static let version1 = contents(
        """
            <entity name="Event" representedClassName="Event" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        """)

    /// Events of a type with guests and an ordered agenda of talks (the model checks' and sample data's tests).
    public static let events = contents(
        """
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            </entity>
            <entity name="Event" representedClassName="Event" parentEntity="Item" syncable="YES">
                <attribute name="publicEvent" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="settings" optional="YES" attributeType="Transformable"/>
                <relationship name="type" optional="YES" maxCount="1" destinationEntity="EventType" inverseName="events"/>
                <relationship name="guests" optional="YES" toMany="YES" destinationEntity="Guest" inverseName="event"/>
                <relationship name="agenda" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="AgendaEntry" inverseName="event"/>
            </entity>
            <entity name="EventType" representedClassName="EventType" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="settings" optional="YES" attributeType="Transformable"/>
                <relationship name="events" optional="YES" toMany="YES" destinationEntity="Event" inverseName="type"/>
            </entity>
            <entity name="Guest" representedClassName="Guest" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="event" optional="YES" maxCount="1" destinationEntity="Event" inverseName="guests"/>
            </entity>
            <entity name="AgendaEntry" representedClassName="AgendaEntry" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <relationship name="event" optional="YES" maxCount="1" destinationEntity="Event" inverseName="agenda"/>
                <relationship name="talk" optional="YES" maxCount="1" destinationEntity="Talk" inverseName="entries"/>
            </entity>
            <entity name="Talk" representedClassName="Talk" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <relationship name="entries" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="AgendaEntry" inverseName="talk"/>
            </entity>
        """)

    /// Reads a model whose `<model>` holds `entities`; the folder lives as long as the model is read.
    public static func model(_ entities: String) throws -> CoreDataModel {
        let folder = try TemporaryFolder()
        let path = try folder.write("Model.xcdatamodel/contents", contents(entities))
        return try withExtendedLifetime(folder) { try CoreDataModelReader.read(path) }
    }
}
