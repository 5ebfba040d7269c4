/// The Core Data model the model rules' examples are checked against: the sample app's entities, plus an
/// abstract parent (`Item` → `Note`), a Binary and a Decimal attribute, an intermediate entity without
/// `order`, an ordered relationship with the wrong delete rule (`Playlist.entries`), and an entity whose
/// class is not named after it (`Venue`); and for what the user's actions reach, an entity without a class
/// (`Memo`), scalar properties (`Recipe.servings`, `Recipe.cookedAt`), a required inverse
/// (`Ingredient.recipe`), an intermediate entity with a required attribute CDL does not set (`RecipeStep.note`).
enum ExampleModel {
    static let contents = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift">
            <entity name="Event" representedClassName="Event" syncable="YES">
                <attribute name="budget" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
                <attribute name="details" optional="YES" attributeType="String"/>
                <attribute name="eventDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="photo" optional="YES" attributeType="Binary"/>
                <attribute name="publicEvent" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <relationship name="type" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="EventType" inverseName="events" inverseEntity="EventType"/>
                <relationship name="venue" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Venue" inverseName="events" inverseEntity="Venue"/>
            </entity>
            <entity name="EventType" representedClassName="EventType" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="since" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="events" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Event" inverseName="type" inverseEntity="Event"/>
            </entity>
            <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
                <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
            </entity>
            <entity name="ManufacturingStep" representedClassName="ManufacturingStep" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="widgetSteps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="WidgetManufacturingStep" inverseName="step" inverseEntity="WidgetManufacturingStep"/>
            </entity>
            <entity name="Ingredient" representedClassName="Ingredient" syncable="YES">
                <attribute name="grams" optional="YES" attributeType="Integer 32" defaultValueString="0"/>
                <attribute name="name" attributeType="String"/>
                <relationship name="recipe" maxCount="1" deletionRule="Nullify" destinationEntity="Recipe" inverseName="ingredients" inverseEntity="Recipe"/>
            </entity>
            <entity name="Memo" syncable="YES">
                <attribute name="body" optional="YES" attributeType="String"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="tag" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Tag"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/>
            </entity>
            <entity name="Note" representedClassName="Note" parentEntity="Item" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Part" representedClassName="Part" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="widgetParts" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="WidgetPart" inverseName="part" inverseEntity="WidgetPart"/>
            </entity>
            <entity name="Playlist" representedClassName="Playlist" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="entries" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="PlaylistEntry" inverseName="playlist" inverseEntity="PlaylistEntry"/>
            </entity>
            <entity name="PlaylistEntry" representedClassName="PlaylistEntry" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="entries" inverseEntity="Playlist"/>
                <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song" inverseName="entries" inverseEntity="Song"/>
            </entity>
            <entity name="Recipe" representedClassName="Recipe" syncable="YES">
                <attribute name="cookedAt" optional="YES" attributeType="Date" usesScalarValueType="YES"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="servings" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="ingredients" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Ingredient" inverseName="recipe" inverseEntity="Ingredient"/>
                <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="RecipeStep" inverseName="recipe" inverseEntity="RecipeStep"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="recipes" inverseEntity="Tag"/>
            </entity>
            <entity name="RecipeStep" representedClassName="RecipeStep" syncable="YES">
                <attribute name="note" attributeType="String"/>
                <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="recipe" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Recipe" inverseName="steps" inverseEntity="Recipe"/>
                <relationship name="step" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Step" inverseName="recipeSteps" inverseEntity="Step"/>
            </entity>
            <entity name="Song" representedClassName="Song" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="entries" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="PlaylistEntry" inverseName="song" inverseEntity="PlaylistEntry"/>
            </entity>
            <entity name="Step" representedClassName="Step" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="recipeSteps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="RecipeStep" inverseName="step" inverseEntity="RecipeStep"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="uses" optional="YES" attributeType="Integer 32" defaultValueString="0"/>
                <relationship name="recipes" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Recipe" inverseName="tags" inverseEntity="Recipe"/>
            </entity>
            <entity name="Task" representedClassName="Task" syncable="YES">
                <attribute name="completed" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="dueDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="name" attributeType="String"/>
                <attribute name="taskDescription" optional="YES" attributeType="String"/>
                <relationship name="category" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="TaskCategory" inverseName="tasks" inverseEntity="TaskCategory"/>
                <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="TaskStep" inverseName="task" inverseEntity="TaskStep"/>
            </entity>
            <entity name="TaskCategory" representedClassName="TaskCategory" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="tasks" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Task" inverseName="category" inverseEntity="Task"/>
            </entity>
            <entity name="TaskStep" representedClassName="TaskStep" syncable="YES">
                <attribute name="done" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="name" attributeType="String"/>
                <relationship name="task" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Task" inverseName="steps" inverseEntity="Task"/>
            </entity>
            <entity name="Venue" representedClassName="VenueRecord" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="events" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Event" inverseName="venue" inverseEntity="Event"/>
            </entity>
            <entity name="Widget" representedClassName="Widget" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <attribute name="releaseDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="manufacturingSteps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="WidgetManufacturingStep" inverseName="widget" inverseEntity="WidgetManufacturingStep"/>
                <relationship name="parts" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="WidgetPart" inverseName="widget" inverseEntity="WidgetPart"/>
                <relationship name="type" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="WidgetType" inverseName="widgets" inverseEntity="WidgetType"/>
            </entity>
            <entity name="WidgetManufacturingStep" representedClassName="WidgetManufacturingStep" syncable="YES">
                <attribute name="order" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <relationship name="step" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ManufacturingStep" inverseName="widgetSteps" inverseEntity="ManufacturingStep"/>
                <relationship name="widget" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Widget" inverseName="manufacturingSteps" inverseEntity="Widget"/>
            </entity>
            <entity name="WidgetPart" representedClassName="WidgetPart" syncable="YES">
                <relationship name="part" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Part" inverseName="widgetParts" inverseEntity="Part"/>
                <relationship name="widget" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Widget" inverseName="parts" inverseEntity="Widget"/>
            </entity>
            <entity name="WidgetType" representedClassName="WidgetType" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="widgets" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Widget" inverseName="type" inverseEntity="Widget"/>
            </entity>
        </model>

        """

    /// The model with one fault: a relationship to an entity it does not have, marked with `↓`.
    static let broken = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Event" representedClassName="Event" syncable="YES">
                <attribute name="name" attributeType="String"/>
                ↓<relationship name="type" optional="YES" maxCount="1" destinationEntity="EventKind" inverseName="events"/>
            </entity>
        </model>

        """

    /// ``broken`` fixed: the destination is in the model.
    static let fixed = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Event" representedClassName="Event" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="type" optional="YES" maxCount="1" destinationEntity="EventType" inverseName="events"/>
            </entity>
            <entity name="EventType" representedClassName="EventType" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="events" optional="YES" toMany="YES" destinationEntity="Event" inverseName="type"/>
            </entity>
        </model>

        """
}
