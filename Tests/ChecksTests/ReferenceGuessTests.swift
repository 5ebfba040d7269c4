import CDLGenTestSupport
import PlistLoader
import Testing

@testable import Checks
@testable import Diagnostics

/// A missing definition's near name is a fix-it only when its definition fits the reference — a detail
/// view, showing the entity the reference leads to — and otherwise a note (issue 38, item 6). Checked the
/// ways ``ModelCheckTests/check(_:model:modelPath:namedEntities:defaultEntity:)`` checks: validated with
/// the model, without kept definitions, and with the model applied afterwards.
@Suite struct ReferenceGuessTests {
    static let eventList = """
        {
        	entityName = Event;
        	sortKeyPaths = (name);
        	cellTextLabelKeyPath = name;
        	detailViewPropertyListFile = EventDetailView;
        }

        """

    static func detailView(title: String, addNew: String? = nil) -> String {
        let guests =
            addNew.map {
                """
                	{
                		sectionTitle = Guests;
                		rowInformation = (
                			{
                				rowType = CDLTableRowTypeToManyRelationship;
                				rowLabel = Guest;
                				attributeKeyPath = guests.name;
                				showAddNewObject = YES;
                				addNewObjectPropertyListFile = \($0);
                			},
                		);
                	},

                """
            } ?? ""
        return """
            (
            	{
            		sectionTitle = \(title);
            		rowInformation = (
            			{
            				rowType = CDLTableRowTypeSingleLineValueSmallLabel;
            				rowLabel = Name;
            				attributeKeyPath = name;
            			},
            		);
            	},
            \(guests))

            """
    }

    static func missingDefinitions(in report: FileReport?) -> [Diagnostic] {
        report?.diagnostics.filter { $0.code == .missingDefinition } ?? []
    }

    @Test func aViewOfAnotherEntityIsAGuessInANote() throws {
        let reports = try ModelCheckTests.check([
            "EventListView.plist": Self.eventList, "EventTypeDetailView.plist": Self.detailView(title: "Type"),
        ])
        let found = Self.missingDefinitions(in: reports["EventListView.plist"])
        #expect(found.count == 1)
        #expect(found.first?.fixIt == nil)
        #expect(
            found.first?.message
                == "no definition named 'EventDetailView' (EventDetailView.plist or EventDetailView.json) for 'detailViewPropertyListFile'")
        #expect(
            found.first?.notes == [
                DiagnosticNote(
                    "did you mean 'EventTypeDetailView'? it shows EventType, not Event",
                    at: SourceLocation(file: "EventTypeDetailView.plist", position: .lineColumn(line: 1, column: 1)))
            ])
    }

    @Test func aMisspeltViewOfTheRightEntityIsAFixIt() throws {
        let reports = try ModelCheckTests.check([
            "EventListView.plist": Self.eventList.replacingOccurrences(of: "= EventDetailView", with: "= EventDetialView"),
            "EventDetailView.plist": Self.detailView(title: "Event"),
        ])
        let found = Self.missingDefinitions(in: reports["EventListView.plist"])
        #expect(found.map(\.fixIt) == ["EventDetailView"])
        #expect(found.first?.message.hasSuffix("; did you mean 'EventDetailView'?") == true)
        #expect(found.first?.notes == [])
    }

    /// An "Add New" view must show the relationship's destination: Guest, not Event (the nearest name
    /// here is the referring view's own).
    @Test func anAddViewOfAnotherEntityIsAGuess() throws {
        let reports = try ModelCheckTests.check(["EventDetailView.plist": Self.detailView(title: "Event", addNew: "GuestDetailView")])
        let found = Self.missingDefinitions(in: reports["EventDetailView.plist"])
        #expect(found.count == 1)
        #expect(found.first?.fixIt == nil)
        #expect(found.first?.notes.map(\.message) == ["did you mean 'EventDetailView'? it shows Event, not Guest"])
    }

    /// Without a model the kind alone decides: a detail view is the fix, a list view a guess.
    @Test func withoutAModelTheKindDecides() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "EventListView.plist", Self.eventList.replacingOccurrences(of: "= EventDetailView", with: "= EventTypeDetailView"))
        try folder.write("EventTypeDetailView.plist", Self.detailView(title: "Type", addNew: "EventListVeiw"))
        let found = DefinitionFileFinder.find([folder.path])
        let reports = DefinitionValidator().validate(found.files, catalog: DefinitionCatalog(roots: found.roots, files: found.files))
        let byName = Dictionary(uniqueKeysWithValues: reports.map { ($0.file.name, $0) })
        let list = Self.missingDefinitions(in: byName["EventTypeDetailView"])
        #expect(list.count == 1)
        #expect(list.first?.fixIt == nil)
        #expect(
            list.first?.notes.map(\.message) == [
                "did you mean 'EventListView'? it is a list view, and 'addNewObjectPropertyListFile' opens a detail view"
            ])
    }
}
