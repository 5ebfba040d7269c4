import CDLGenTestSupport
import CoreDataModel
import Definitions
import PlistLoader
import Scaffolding
import Testing

@Suite struct DetailViewScaffolderTests {
    func scaffold(_ entity: String, in model: CoreDataModel) throws -> DetailViewScaffold {
        try DetailViewScaffolder(model: model).scaffold(entityNamed: entity)
    }

    func row(_ keyPath: String, in scaffold: DetailViewScaffold) -> ScaffoldRow? {
        scaffold.sections.flatMap(\.rows).first { $0.attributeKeyPath == keyPath }
    }

    // MARK: - Attributes

    @Test func eachAttributeTypeGetsItsRowType() throws {
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        let expected: [(String, RowType)] = [
            ("title", .singleLineValueSmallLabel), ("active", .booleanSwitch), ("created", .singleLineValueSmallLabel),
            ("releaseNotes", .multiLineValueSmallLabel),
        ]
        for (keyPath, type) in expected {
            #expect(row(keyPath, in: gadget)?.type == type, "\(keyPath)")
        }
        // No row edits a number (issue 37): CDL's text field would write a string into it.
        for number in ["count16", "count32", "count64", "weight", "ratio"] {
            #expect(row(number, in: gadget) == nil, "\(number)")
        }
    }

    @Test func datesGetAMediumDateAndAShortTime() throws {
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        let created = try #require(row("created", in: gadget))
        #expect(created.dateStyle == .medium)
        #expect(created.timeStyle == .short)
        #expect(row("title", in: gadget)?.dateStyle == nil)
    }

    @Test func attributesNoRowShowsAreLeftOutWithTheirReason() throws {
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        let number = "CDL has no row that edits a number: its text field writes text back (CDLTextFieldEditController.m:91)"
        #expect(
            gadget.omissions.map(\.message) == [
                "left out Gadget.colour: no row type shows a Transformable value",
                "left out Gadget.count16: \(number)", "left out Gadget.count32: \(number)", "left out Gadget.count64: \(number)",
                "left out Gadget.future: cdlgen does not know the attribute type 'Composite'",
                // CDL picks a single-line row's edit screen by the value's class: none for these (README, "Checking against the Core Data model").
                "left out Gadget.homePage: CDL has no edit screen for a URI: a single-line row would push none in edit mode",
                "left out Gadget.identifier: CDL has no edit screen for a UUID: a single-line row would push none in edit mode",
                "left out Gadget.mystery: its type is Undefined",
                "left out Gadget.photo: no row type shows Binary data",
                "left out Gadget.price: CDL has no edit screen for a Decimal: a single-line row would push none in edit mode",
                "left out Gadget.ratio: \(number)",
                "left out Gadget.ref: no row type shows an ObjectID",
                "left out Gadget.weight: \(number)",
                // A relationship row's value is shown without a formatter: a Date raises.
                "left out Gadget.batch: 'Batch' has no String or number attribute to show",
                "left out Gadget.blob: 'Blob' has no String or number attribute to show",
                "left out Gadget.logs: 'Batch' has no String or number attribute to show",
            ])
        for name in ["colour", "future", "homePage", "identifier", "mystery", "photo", "price", "ref", "batch", "blob", "logs"] {
            #expect(!gadget.sections.flatMap(\.rows).contains { $0.attributeKeyPath.hasPrefix(name) }, "\(name)")
        }
    }

    @Test(arguments: [
        ("details", true), ("detail", true), ("notes", true), ("description", true), ("taskDescription", true),
        ("summary", true), ("comments", true), ("body", true), ("bio", true), ("notes2", true), ("releaseNotes", true),
        ("name", false), ("detailsURL", false), ("bodyCount", false), ("text0", false), ("descriptionText", false),
    ])
    func longTextIsMultiLineByTheNamesLastWord(name: String, isLong: Bool) throws {
        let model = try ModelContents.model(
            """
                <entity name="Note" representedClassName="Note" syncable="YES">
                    <attribute name="\(name)" optional="YES" attributeType="String"/>
                </entity>
            """)
        let expected: RowType = isLong ? .multiLineValueSmallLabel : .singleLineValueSmallLabel
        #expect(try scaffold("Note", in: model).sections[0].rows[0].type == expected)
    }

    // MARK: - Order

    @Test func inheritedPropertiesComeFirstAndNonOptionalOnesBeforeOptionalOnes() throws {
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        #expect(gadget.sections[0].title == "Gadget")
        #expect(
            gadget.sections[0].rows.map(\.attributeKeyPath) == [
                // Non-optional: Item's title, then Gadget's active and sensor.
                "title", "active", "sensor.reading",
                // Optional: Item's, then Gadget's, each in model order.
                "created", "owner.name", "releaseNotes",
            ])
    }

    @Test func labelsAreReadableNames() throws {
        let event = try scaffold("Event", in: ScaffoldModels.sampleApp())
        #expect(event.sections[0].rows.map(\.label) == ["Name", "Details", "Event Date", "Public Event", "Type"])
    }

    // MARK: - Relationships

    @Test func aToOneRelationshipShowsTheFirstStringOfItsDestination() throws {
        let event = try scaffold("Event", in: ScaffoldModels.sampleApp())
        #expect(row("type.name", in: event) == ScaffoldRow(.relationship, label: "Type", attributeKeyPath: "type.name"))
    }

    @Test func aToOneRelationshipPrefersANameToTheFirstString() throws {
        let model = try ModelContents.model(
            """
                <entity name="Venue" representedClassName="Venue" syncable="YES">
                    <attribute name="address" optional="YES" attributeType="String"/>
                    <attribute name="displayName" optional="YES" attributeType="String"/>
                    <relationship name="owner" optional="YES" maxCount="1" destinationEntity="Person"/>
                </entity>
                <entity name="Person" representedClassName="Person" syncable="YES">
                    <attribute name="address" optional="YES" attributeType="String"/>
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <relationship name="venue" optional="YES" maxCount="1" destinationEntity="Venue"/>
                </entity>
            """)
        #expect(row("venue.displayName", in: try scaffold("Person", in: model)) != nil)
        #expect(row("owner.name", in: try scaffold("Venue", in: model)) != nil)
    }

    @Test func aToOneRelationshipFallsBackToANumberNeverADate() throws {
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        #expect(row("batch.madeOn", in: gadget) == nil)
        #expect(row("sensor.reading", in: gadget) == ScaffoldRow(.relationship, label: "Sensor", attributeKeyPath: "sensor.reading"))
    }

    @Test func aRelationshipToAnAbstractParentShowsItsInheritedString() throws {
        let person = try scaffold("Person", in: ModelContents.model(ScaffoldModels.kinds))
        #expect(person.sections.map(\.title) == ["Person", "Items"])
        #expect(person.sections[1].rows == [ScaffoldRow(.toManyRelationship, label: "Item", attributeKeyPath: "items.title")])
    }

    @Test func aToManyRelationshipGetsASectionOfItsOwn() throws {
        let task = try scaffold("Task", in: ScaffoldModels.sampleApp())
        #expect(task.sections.map(\.title) == ["Task", "Steps"])
        #expect(task.sections[1].rows == [ScaffoldRow(.toManyRelationship, label: "Task Step", attributeKeyPath: "steps.name")])
        let gadget = try scaffold("Gadget", in: ModelContents.model(ScaffoldModels.kinds))
        #expect(gadget.sections.map(\.title) == ["Gadget", "Readings"])
        #expect(gadget.sections[1].rows == [ScaffoldRow(.toManyRelationship, label: "Sensor", attributeKeyPath: "readings.reading")])
    }

    @Test func anOrderedIntermediateMakesAnOrderedRowThroughIt() throws {
        let widget = try scaffold("Widget", in: ScaffoldModels.sampleApp())
        #expect(widget.sections.map(\.title) == ["Widget", "Manufacturing Steps"])
        #expect(
            widget.sections[1].rows == [
                ScaffoldRow(
                    .toManyOrderedRelationship, label: "Manufacturing Step", attributeKeyPath: "manufacturingSteps.step.name")
            ])
    }

    @Test func anIntermediateNeedsANumericOrderAndExactlyOneOtherToOne() throws {
        let model = try ModelContents.model(
            """
                <entity name="Playlist" representedClassName="Playlist" syncable="YES">
                    <relationship name="mixes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Mix" inverseName="playlist" inverseEntity="Mix"/>
                    <relationship name="picks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Pick" inverseName="playlist" inverseEntity="Pick"/>
                    <relationship name="tracks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Track" inverseName="playlist" inverseEntity="Track"/>
                </entity>
                <entity name="Track" representedClassName="Track" syncable="YES">
                    <attribute name="order" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="tracks" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song" inverseName="tracks" inverseEntity="Track"/>
                </entity>
                <entity name="Mix" representedClassName="Mix" syncable="YES">
                    <attribute name="label" optional="YES" attributeType="String"/>
                    <attribute name="order" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                    <relationship name="artist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="mixes" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song"/>
                </entity>
                <entity name="Pick" representedClassName="Pick" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <attribute name="order" optional="YES" attributeType="String"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="picks" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song"/>
                </entity>
                <entity name="Song" representedClassName="Song" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <relationship name="tracks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Track" inverseName="song" inverseEntity="Track"/>
                </entity>
            """)
        let playlist = try scaffold("Playlist", in: model)
        #expect(playlist.sections.map(\.title) == ["Mixes", "Picks", "Tracks"])
        #expect(playlist.sections.map { $0.rows[0].type } == [.toManyRelationship, .toManyRelationship, .toManyOrderedRelationship])
        #expect(playlist.sections.map { $0.rows[0].attributeKeyPath } == ["mixes.label", "picks.name", "tracks.song.title"])
    }

    /// An intermediate CDL would raise for, or whose "Add" could not save, gives a plain to-many row of the
    /// intermediate objects, with a note saying why (issue 37).
    @Test func anOrderedRowCDLCannotUseIsAPlainToManyRow() throws {
        let model = try ModelContents.model(
            """
                <entity name="Playlist" representedClassName="Playlist" syncable="YES">
                    <relationship name="entries" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Entry" inverseName="playlist" inverseEntity="Entry"/>
                    <relationship name="picks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Pick" inverseName="playlist" inverseEntity="Pick"/>
                    <relationship name="slots" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Slot" inverseName="playlist" inverseEntity="Slot"/>
                </entity>
                <entity name="Entry" representedClassName="Entry" syncable="YES">
                    <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="entries" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song" inverseName="entries" inverseEntity="Song"/>
                </entity>
                <entity name="Pick" representedClassName="Pick" syncable="YES">
                    <attribute name="note" attributeType="String"/>
                    <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="picks" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song" inverseName="picks" inverseEntity="Song"/>
                </entity>
                <entity name="Slot" representedClassName="Slot" syncable="YES">
                    <attribute name="order" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                    <attribute name="start" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                    <relationship name="playlist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Playlist" inverseName="slots" inverseEntity="Playlist"/>
                    <relationship name="song" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Song"/>
                </entity>
                <entity name="Song" representedClassName="Song" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <relationship name="entries" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Entry" inverseName="song" inverseEntity="Entry"/>
                    <relationship name="picks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Pick" inverseName="song" inverseEntity="Pick"/>
                </entity>
            """)
        let playlist = try scaffold("Playlist", in: model)
        // An intermediate always has a number to show: its order.
        #expect(playlist.sections.map { $0.rows[0].type } == [.toManyRelationship, .toManyRelationship, .toManyRelationship])
        #expect(playlist.sections.map { $0.rows[0].attributeKeyPath } == ["entries.order", "picks.note", "slots.order"])
        #expect(
            playlist.omissions.map(\.message) == [
                "left out an ordered row for Playlist.entries: CDL raises for an ordered row here: 'Playlist.entries' (the relationship to "
                    + "the intermediate objects) must be a to-many relationship with the Cascade delete rule, not to-many with Nullify; "
                    + "a plain to-many row of 'Entry' instead",
                "left out an ordered row for Playlist.picks: CDL's \"Add\" makes a 'Pick' with only its order and its two relationships, "
                    + "and 'Pick.note' is required; a plain to-many row of 'Pick' instead",
                "left out an ordered row for Playlist.slots: CDL raises for an ordered row here: its inverse is missing: 'Song' needs a "
                    + "to-many relationship with the Cascade delete rule back; a plain to-many row of 'Slot' instead",
            ])
    }

    @Test func theBenchmarkModelsStepsAreOrderedAndItsItemsAreNot() throws {
        let task = try scaffold("Task", in: ScaffoldModels.corpus())
        #expect(task.sections.dropFirst().map { $0.rows[0].attributeKeyPath } == ["items.name", "steps.step.name"])
        #expect(task.sections.dropFirst().map { $0.rows[0].type } == [.toManyRelationship, .toManyOrderedRelationship])
    }

    // MARK: - Failures

    @Test func anUnknownEntitySuggestsTheClosestName() throws {
        let scaffolder = DetailViewScaffolder(model: try ScaffoldModels.sampleApp())
        #expect(throws: ScaffoldError.self) { try scaffolder.scaffold(entityNamed: "Evnt") }
        do {
            _ = try scaffolder.scaffold(entityNamed: "Evnt")
        } catch {
            #expect(error.message == "the model has no entity 'Evnt'; did you mean 'Event'?")
        }
        do {
            _ = try scaffolder.scaffold(entityNamed: "Zebra")
        } catch {
            #expect(error.message.hasPrefix("the model has no entity 'Zebra'; its entities are Event, EventType, ManufacturingStep,"))
        }
    }

    @Test func anEntityWithNothingToShowIsAnError() throws {
        let scaffolder = DetailViewScaffolder(model: try ModelContents.model(ScaffoldModels.kinds))
        do {
            _ = try scaffolder.scaffold(entityNamed: "Blob")
            Issue.record("Blob was scaffolded")
        } catch {
            #expect(
                error
                    == .nothingToShow(
                        entity: "Blob",
                        omissions: [
                            ScaffoldOmission(entity: "Blob", property: "bytes", reason: "no row type shows Binary data")
                        ]))
            #expect(error.message == "'Blob' has no attribute or relationship that a row can show")
        }
    }

    // MARK: - The property list

    @Test func thePropertyListPutsTitlesBeforeRowsAndRowTypeLabelPathFirst() throws {
        let widget = try scaffold("Widget", in: ScaffoldModels.sampleApp())
        guard case .array(let sections) = widget.propertyList, let ordered = sections.last?.dictionary,
            let rows = ordered["rowInformation"]?.array, let row = rows.first?.dictionary
        else {
            Issue.record("not an array of sections: \(widget.propertyList)")
            return
        }
        #expect(ordered.keys == ["sectionTitle", "rowInformation"])
        // CDL takes the entities from the model: the scaffold writes no relationshipEntityName (`ignored-key`).
        #expect(row.keys == ["rowType", "rowLabel", "attributeKeyPath"])
        #expect(row["rowType"]?.string == "CDLTableRowTypeToManyOrderedRelationship")
    }
}
