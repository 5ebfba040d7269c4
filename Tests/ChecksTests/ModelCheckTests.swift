import CDLGenTestSupport
import CoreDataModel
import Foundation
import PlistLoader
import Testing

@testable import Checks
@testable import Definitions

/// The model phase on whole folders: which entity each definition gets, and the findings the rule
/// examples do not cover (list-view key paths, ordered add views, versioned models, malformed paths).
@Suite struct ModelCheckTests {
    /// Validates `files` (OpenStep text by file name) against `model`, the way `cdlgen validate` does, and
    /// the way `preview` does (keeping the definitions), and with the checker called afterwards on kept
    /// definitions; all must find the same (`cdlgen validate` decodes again the definitions whose entity
    /// another file gives).
    static func check(
        _ files: [String: String], model: String = ModelContents.events, modelPath: String = "Model.xcdatamodel/contents",
        namedEntities: [String: String] = [:], defaultEntity: String? = nil
    ) throws -> [String: FileReport] {
        let folder = try TemporaryFolder()
        try folder.write(modelPath, model)
        for (name, text) in files { try folder.write("Definitions/" + name, text) }
        let modelFolder = folder.path + "/" + modelPath.split(separator: "/").dropLast().joined(separator: "/")
        let checker = ModelChecker(
            model: try CoreDataModelReader.read(modelFolder), namedEntities: namedEntities, defaultEntity: defaultEntity)
        var validator = DefinitionValidator()
        validator.modelChecker = checker
        let found = DefinitionFileFinder.find([folder.path + "/Definitions"])
        let prefix = folder.path + "/Definitions/"
        let definitions = found.files.map { DefinitionFile(path: $0.path, displayPath: String($0.path.dropFirst(prefix.count))) }
        let catalog = DefinitionCatalog(roots: found.roots, files: definitions)
        let reports = validator.validate(definitions, catalog: catalog)
        validator.keepsDefinitions = false
        let reportsWithoutDefinitions = validator.validate(definitions, catalog: catalog)
        for (kept, dropped) in zip(reports, reportsWithoutDefinitions) {
            #expect(dropped.definition == nil)
            #expect(kept.diagnostics == dropped.diagnostics, "\(kept.file.displayPath)")
            #expect(kept.sourceLines == dropped.sourceLines && kept.entity == dropped.entity, "\(kept.file.displayPath)")
        }
        // Reports validated without the checker, handed to it afterwards, are checked the same.
        var reportsCheckedAfterwards = DefinitionValidator().validate(definitions, catalog: catalog)
        checker.check(&reportsCheckedAfterwards, catalog: catalog)
        for (kept, later) in zip(reports, reportsCheckedAfterwards) {
            #expect(kept.diagnostics == later.diagnostics, "\(kept.file.displayPath)")
            #expect(kept.sourceLines == later.sourceLines && kept.entity == later.entity, "\(kept.file.displayPath)")
        }
        return Dictionary(uniqueKeysWithValues: reports.map { ($0.file.displayPath, $0) })
    }

    static func detailView(_ rows: String...) -> String {
        "( { rowInformation = ( " + rows.map { "{ \($0) }, " }.joined() + "); }, )\n"
    }

    static func row(_ type: String, _ keyPath: String, _ extra: String = "") -> String {
        "rowType = CDLTableRowType\(type); rowLabel = Label; attributeKeyPath = \"\(keyPath)\"; \(extra)"
    }

    static func listView(_ entity: String, opens detailView: String, _ extra: String = "") -> String {
        "{ entityName = \(entity); sortKeyPaths = (name); cellTextLabelKeyPath = name; detailViewPropertyListFile = \(detailView); \(extra) }\n"
    }

    static func codes(_ report: FileReport?) -> [String] {
        report?.diagnostics.map(\.code.rawValue) ?? ["(no report)"]
    }

    /// A view is checked against the entity a list view or an "Add New" row gives it, not the one its
    /// file name alone would give.
    @Test func aViewIsCheckedAgainstTheEntityOtherFilesGiveIt() throws {
        let reports = try Self.check([
            // By its name a Guest, which has no 'publicEvent'; the list view makes it an Event.
            "EventListView.plist": Self.listView("Event", opens: "GuestEventView"),
            "GuestEventView.plist": Self.detailView(
                Self.row("SingleLineValueSmallLabel", "name"), Self.row("BooleanSwitch", "publicEvent")),
            // No entity by its name; the "Add New" row makes it a Guest.
            "EventDetailView.plist":
                "( { rowInformation = ( { \(Self.row("ToManyRelationship", "guests.name")) showAddNewObject = YES; addNewObjectPropertyListFile = NewPerson; }, ); }, )",
            "NewPerson.plist": Self.detailView(Self.row("SingleLineValueSmallLabel", "nmae")),
        ])
        #expect(reports["GuestEventView.plist"]?.entity?.entity == "Event")
        #expect(Self.codes(reports["GuestEventView.plist"]) == [])
        #expect(reports["NewPerson.plist"]?.entity?.entity == "Guest")
        // It shows no 'name' (the misspelt 'nmae'), which a new Guest needs to be saved.
        #expect(Self.codes(reports["NewPerson.plist"]) == ["unsaveable-view", "unknown-attribute"])
        #expect(reports["NewPerson.plist"]?.diagnostics.last?.fixIt == "name")
    }

    /// `validate` keeps no definition, and decodes again the few whose entity another file gives. A file
    /// changed in between so that it no longer decodes gets what stops it now, positioned, instead of
    /// losing its model findings without a word; one that is gone is an I/O failure.
    @Test func aFileThatChangedBeforeTheModelPhaseSaysWhatStopsItNow() throws {
        let folder = try TemporaryFolder()
        try folder.write("Model.xcdatamodel/contents", ModelContents.events)
        try folder.write("Definitions/EventListView.plist", Self.listView("Event", opens: "GuestEventView"))
        try folder.write("Definitions/OtherListView.plist", Self.listView("Event", opens: "GuestOtherView"))
        // By their names Guests, which have no 'publicEvent': checked again as Events in the model phase.
        let guestView = Self.detailView(Self.row("SingleLineValueSmallLabel", "name"), Self.row("BooleanSwitch", "publicEvent"))
        try folder.write("Definitions/GuestEventView.plist", guestView)
        try folder.write("Definitions/GuestOtherView.plist", guestView)
        var validator = DefinitionValidator()
        validator.keepsDefinitions = false
        validator.modelChecker = ModelChecker(model: try CoreDataModelReader.read(folder.path + "/Model.xcdatamodel"))
        let found = DefinitionFileFinder.find([folder.path + "/Definitions"])
        let catalog = DefinitionCatalog(roots: found.roots, files: found.files)
        let passes = found.files.map { validator.firstPass(of: $0, catalog: catalog) }
        #expect(passes.allSatisfy { $0.report.diagnostics.isEmpty || $0.file.name.hasPrefix("Guest") })

        try folder.write("Definitions/GuestEventView.plist", "( { rowInformation = ( { rowType = ; }")
        // A file removed after the references were resolved: read again, it is an I/O failure.
        let decoder = validator
        let reports = decoder.checkAcrossFiles(passes, catalog: catalog) { file in
            guard file.name == "GuestOtherView" else { return decoder.decodeAgain(file) }
            return decoder.decodeAgain(DefinitionFile(path: file.path + ".gone", displayPath: file.displayPath))
        }

        let changed = try #require(reports.first { $0.file.name == "GuestEventView" })
        #expect(changed.diagnostics.map(\.code.rawValue) == ["syntax-error"])
        #expect(changed.diagnostics.first?.location.position == .lineColumn(line: 1, column: 36))
        #expect(changed.readFailure == nil)
        let gone = try #require(reports.first { $0.file.name == "GuestOtherView" })
        #expect(gone.diagnostics.isEmpty)
        #expect(gone.readFailure?.hasPrefix("cannot open the file") == true)
    }

    @Test func entitiesAreFoundInTheOrderOfTheSpec() throws {
        let nameRow = Self.detailView(Self.row("SingleLineValueSmallLabel", "name"))
        let reports = try Self.check(
            [
                // The project file wins over the list view that opens it.
                "EventListView.plist": Self.listView("Event", opens: "SharedView"),
                "SharedView.plist": nameRow,
                // A list view wins over the file name's prefix.
                "GuestListView.plist": Self.listView("Guest", opens: "EventGuestView"),
                "EventGuestView.plist": nameRow,
                // An "Add New" row wins over the prefix: it creates Guests.
                "EventDetailView.plist":
                    "( { rowInformation = ( { \(Self.row("ToManyRelationship", "guests.name")) showAddNewObject = YES; addNewObjectPropertyListFile = EventTypeAddView; }, ); }, )",
                "EventTypeAddView.plist": nameRow,
                // The longest entity name that prefixes the file name.
                "EventTypeDetailView.plist": nameRow,
                // Nothing else: --entity.
                "Sessions.plist": Self.detailView(Self.row("SingleLineValueSmallLabel", "title")),
            ],
            namedEntities: ["SharedView": "Guest"], defaultEntity: "Talk")
        #expect(reports["SharedView.plist"]?.entity == EntityAssignment("Guest", from: .projectFile))
        #expect(reports["EventGuestView.plist"]?.entity == EntityAssignment("Guest", from: .listView("GuestListView")))
        #expect(
            reports["EventTypeAddView.plist"]?.entity
                == EntityAssignment("Guest", from: .addNewObject(from: "EventDetailView", relationship: "Event.guests")))
        #expect(reports["EventTypeDetailView.plist"]?.entity == EntityAssignment("EventType", from: .fileName))
        #expect(reports["Sessions.plist"]?.entity == EntityAssignment("Talk", from: .commandLine))
        #expect(reports["EventListView.plist"]?.entity == EntityAssignment("Event", from: .entityName))
        #expect(reports.values.allSatisfy { $0.diagnostics.isEmpty }, "\(reports.mapValues(Self.codes))")
    }

    @Test func aDefinitionWithoutAnEntityGetsANoteAtItsRoot() throws {
        let reports = try Self.check(["Sessions.plist": Self.detailView(Self.row("SingleLineValueSmallLabel", "nonsense"))])
        let diagnostic = try #require(reports["Sessions.plist"]?.diagnostics.first)
        #expect(diagnostic.code == .entityUnresolved && diagnostic.severity == .note)
        #expect(diagnostic.location.position == .lineColumn(line: 1, column: 1))
        #expect(reports["Sessions.plist"]?.diagnostics.count == 1)
    }

    @Test func addViewsThatAddEachOtherDoNotLoop() throws {
        let adds = { (target: String) in
            "( { rowInformation = ( { \(Self.row("ToManyRelationship", "events.name")) showAddNewObject = YES; addNewObjectPropertyListFile = \(target); }, ); }, )"
        }
        let reports = try Self.check(["A.plist": adds("B"), "B.plist": adds("A")])
        #expect(reports["A.plist"]?.entity == nil && reports["B.plist"]?.entity == nil)
        #expect(Self.codes(reports["A.plist"]) == ["entity-unresolved"])
    }

    @Test func longChainsAndCyclesOfAddViewsEndWithoutExhaustingTheStack() throws {
        let addsNext = { (next: Int) in
            "( { rowInformation = ( { \(Self.row("ToManyRelationship", "talks.title")) showAddNewObject = YES; addNewObjectPropertyListFile = View\(next); }, ); }, )"
        }
        let count = 1_000
        var chain: [String: String] = [:]
        for index in 0..<count { chain["View\(index).plist"] = addsNext(index + 1) }
        chain["View\(count).plist"] = Self.detailView(Self.row("SingleLineValueSmallLabel", "title"))
        let reports = try Self.check(chain, model: Self.chainModel, namedEntities: ["View0": "Talk"])
        // (Each add view shows `talks`, the inverse it is added through: that finding is not what this tests.)
        #expect(reports.values.allSatisfy { $0.entity?.entity == "Talk" })
        #expect(reports["View\(count).plist"]?.entity?.source == .addNewObject(from: "View\(count - 1)", relationship: "Talk.talks"))
        var cycle = chain
        cycle["View\(count).plist"] = addsNext(0)
        let cycled = try Self.check(cycle, model: Self.chainModel)
        #expect(cycled.count == count + 1)
    }

    /// A talk that leads to other talks, for chains of add views.
    static let chainModel = ModelContents.contents(
        """
            <entity name="Talk" representedClassName="Talk" syncable="YES">
                <attribute name="title" attributeType="String"/>
                <relationship name="talks" optional="YES" toMany="YES" destinationEntity="Talk" inverseName="talks"/>
            </entity>
        """)

    @Test func listViewKeyPathsAreChecked() throws {
        let reports = try Self.check([
            "EventListView.plist": """
            {
                entityName = Event;
                sortKeyPaths = (created, type.nmae);
                cellTextLabelKeyPath = publicEvent;
                cellDetailTextLabelKeyPath = guests.name;
                sectionNameKeyPath = type;
                detailViewPropertyListFile = EventDetailView;
            }
            """,
            "EventDetailView.plist": Self.detailView(Self.row("SingleLineValueSmallLabel", "name")),
        ])
        let diagnostics = try #require(reports["EventListView.plist"]?.diagnostics)
        #expect(
            diagnostics.map(\.code.rawValue) == [
                "sort-key-not-string", "unknown-attribute", "type-mismatch", "to-many-mismatch", "type-mismatch",
            ])
        #expect(diagnostics.map(\.location.position.line) == [3, 3, 4, 5, 6])
        #expect(diagnostics[1].fixIt == "type.name")
        // A cell through a to-many shows the set's description (CDLRootViewController.m:302-307): a warning.
        #expect(diagnostics.map(\.severity) == [.warning, .error, .warning, .warning, .error])
    }

    @Test func aListViewOfAnAbstractEntitySortsByInheritedAttributes() throws {
        let reports = try Self.check([
            "ItemListView.plist": Self.listView("Item", opens: "ItemDetailView"),
            "ItemDetailView.plist": Self.detailView(
                Self.row("SingleLineValueSmallLabel", "name"),
                Self.row("SingleLineValueSmallLabel", "created", "timeFormatterStyle = NSDateFormatterShortStyle;")),
        ])
        #expect(reports.values.allSatisfy { $0.diagnostics.isEmpty }, "\(reports.mapValues(Self.codes))")
    }

    @Test func anOrderedAddViewMustNotShowTheIntermediatesRelationship() throws {
        let reports = try Self.check([
            "EventDetailView.plist":
                "( { rowInformation = ( { \(Self.row("ToManyOrderedRelationship", "agenda.talk.title")) showAddNewObject = YES; addNewObjectPropertyListFile = TalkAddView; }, ); }, )",
            "TalkAddView.plist": Self.detailView(
                Self.row("SingleLineValueSmallLabel", "title"), Self.row("ToManyRelationship", "entries.order")),
        ])
        #expect(reports["TalkAddView.plist"]?.entity?.entity == "Talk")
        #expect(Self.codes(reports["TalkAddView.plist"]).contains("relationship-in-add-view"))
        // CDL's ordered "Add New" is broken: the flag is reported as having no (working) effect.
        #expect(Self.codes(reports["EventDetailView.plist"]) == ["ignored-key"])
    }

    @Test func dateRowsNeedAStyleOtherThanNoStyle() throws {
        let noStyles = "dateFormatterStyle = NSDateFormatterNoStyle; timeFormatterStyle = NSDateFormatterNoStyle;"
        let reports = try Self.check([
            "EventDetailView.plist": Self.detailView(
                Self.row("SingleLineValueSmallLabel", "created", noStyles),
                Self.row("SingleLineValueSmallLabel", "created", "timeFormatterStyle = NSDateFormatterShortStyle;"))
        ])
        #expect(Self.codes(reports["EventDetailView.plist"]) == ["date-style-required"])
    }

    @Test func aStyleOfTheWrongTypeOrNameIsNotAMissingStyle() throws {
        // The style is there: its own invalid-type or invalid-value says what is wrong, not date-style-required.
        let row = #"{"rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Created", "attributeKeyPath": "created", "#
        let reports = try Self.check([
            "EventDetailView.json": "[{\"rowInformation\": [" + row + #""dateFormatterStyle": 2}, "# + row
                + #""timeFormatterStyle": "Medium"}]}]"#
        ])
        #expect(Self.codes(reports["EventDetailView.json"]) == ["invalid-type", "invalid-value"])
    }

    @Test func messagesNameTypesWithTheRightArticle() throws {
        let reports = try Self.check(["AgendaEntryDetailView.plist": Self.detailView(Self.row("Relationship", "order.name"))])
        let message = try #require(reports["AgendaEntryDetailView.plist"]?.diagnostics.first?.message)
        #expect(message.hasPrefix("'order' is an Integer 16 attribute of 'AgendaEntry', not a relationship"), "\(message)")
        #expect(AttributeType.uuid.modelNameWithArticle == "a UUID" && AttributeType.uri.modelNameWithArticle == "a URI")
        #expect(AttributeType.undefined.modelNameWithArticle == "an Undefined" && AttributeType.string.modelNameWithArticle == "a String")
    }

    @Test func transformableAtTheEndOfARelationshipRowIsAWarning() throws {
        let reports = try Self.check(["EventDetailView.plist": Self.detailView(Self.row("Relationship", "type.settings"))])
        let diagnostic = try #require(reports["EventDetailView.plist"]?.diagnostics.first)
        #expect(diagnostic.code == .typeMismatch && diagnostic.severity == .warning)
    }

    @Test func customRowsMayBindToAnyPropertyButItMustExist() throws {
        let custom = { (keyPath: String) in Self.row("Custom", keyPath, "rowCustomControllerClass = GuestListController;") }
        let reports = try Self.check(["EventDetailView.plist": Self.detailView(custom("guests"), custom("type.settings"), custom("gests"))])
        #expect(Self.codes(reports["EventDetailView.plist"]) == ["unknown-attribute"])
        #expect(reports["EventDetailView.plist"]?.diagnostics.first?.fixIt == "guests")
    }

    @Test func malformedKeyPathsAreLeftToTheDecoder() throws {
        let reports = try Self.check([
            "EventDetailView.plist": Self.detailView(
                Self.row("Relationship", "type"), Self.row("MultiLineValueNoLabel", "type.name"),
                Self.row("SingleLineValueSmallLabel", "type..name"))
        ])
        #expect(Self.codes(reports["EventDetailView.plist"]) == ["relationship-key-path", "key-not-path", "invalid-value"])
    }

    @Test func theCurrentVersionOfAVersionedModelIsTheOneChecked() throws {
        let old = ModelContents.contents(
            """
                <entity name="Event" representedClassName="Event" syncable="YES">
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            """)
        let folder = try TemporaryFolder()
        try folder.write("App.xcdatamodeld/App.xcdatamodel/contents", old)
        try folder.write("App.xcdatamodeld/App 2.xcdatamodel/contents", ModelContents.events)
        try folder.write(
            "App.xcdatamodeld/.xccurrentversion",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>App 2.xcdatamodel</string></dict></plist>
            """)
        let definition = try folder.write(
            "Definitions/EventDetailView.plist", Self.detailView(Self.row("SingleLineValueSmallLabel", "title")))
        var validator = DefinitionValidator()
        validator.modelChecker = ModelChecker(model: try CoreDataModelReader.read(folder.path + "/App.xcdatamodeld"))
        let files = [DefinitionFile(path: definition)]
        let report = try #require(
            validator.validate(files, catalog: DefinitionCatalog(roots: [folder.path + "/Definitions"], files: files)).first)
        // 'title' is in the older version only.
        #expect(report.diagnostics.map(\.code) == [.unknownAttribute])
    }
}
