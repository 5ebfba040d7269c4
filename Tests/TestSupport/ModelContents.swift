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
}
