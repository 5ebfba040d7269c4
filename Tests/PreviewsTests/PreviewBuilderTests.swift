import CDLGenTestSupport
import Foundation
import PlistLoader
import Previews
import Project
import Testing

@Suite struct PreviewBuilderTests {
    @Test func detailViewShowsTheSampleObjectInViewMode() throws {
        let table = try #require(try sampleProjectSession().table("EventDetailView"))
        #expect(table.entity == "Event")
        #expect(
            table.lines(in: .view) == [
                "default Swift Meetup",
                "value2 Date: Dec 3, 2026 at 6:30\u{202F}PM",
                "switch Public: on",
                "value1 Type: Meetup",
                "# Details",
                "default Talks on Core Data, SwiftUI and testing.\nDoors open at 18:00; pizza after the second talk.",
                "custom destructive Delete Event",
            ])
    }

    @Test func editModeAddsDisclosuresAddRowsAndDeleteControls() throws {
        let table = try #require(try sampleProjectSession().table("TaskDetailView", page: { "\($0)#\($1)" }))
        #expect(
            table.lines(in: .edit).suffix(5) == [
                "# Steps",
                "(-) default Ask for review",
                "(-) default Collect merged pull requests",
                "(-) default Draft the text",
                "(+) add Add New Step => #add-new-3-1",
            ])
        #expect(table.lines(in: .view).contains("value1 Category: Documentation"))
        #expect(table.lines(in: .edit).contains("value1 Category: Documentation > => #edit-1-2"))
        #expect(!table.lines(in: .view).contains { $0.contains("Add New") })
    }

    @Test func addExistingIsTheDefaultAndOpensAChecklist() throws {
        let table = try #require(try sampleProjectSession().table("WidgetTypeDetailView", page: { "\($0)#\($1)" }))
        #expect(
            table.lines(in: .edit).suffix(2) == [
                "(+) add Add New Widget => #add-new-2-1", "(+) add Add Existing Widget > => #add-existing-2-1",
            ])
    }

    @Test func orderedRowsFollowTheirOrderNotTheFile() throws {
        let table = try #require(try sampleProjectSession().table("WidgetDetailView"))
        // Widget.plist lists the steps as Polish (2), Cut (0), Drill (1).
        #expect(table.lines(in: .view).filter { $0.hasPrefix("default") } == ["default Cut", "default Drill", "default Polish"])
        #expect(
            table.lines(in: .edit).filter { $0.hasSuffix("=") } == ["(-) default Cut =", "(-) default Drill =", "(-) default Polish ="])
        #expect(table.lines(in: .edit).contains("(+) add Add Step > => #add-2-1"))
    }

    /// Issue 26 asked whether a Core Data ordered relationship (`ordered="YES"`) keeps the stored order of
    /// its objects in a to-many row. CDL sorts every to-many row by the value shown, from the set's
    /// `allObjects`, and an NSOrderedSet has no `allObjects` (docs/DECISIONS.md, "to-many rows sorted"):
    /// CDL never shows the stored order, so neither does the preview. This pins the sort; it passed before.
    @Test func aCoreDataOrderedRelationshipIsStillSortedByTheValueShown() throws {
        let folder = try TemporaryFolder()
        let definitions = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Definitions"), to: definitions)
        let contents = definitions.appendingPathComponent("Model.xcdatamodeld/Model.xcdatamodel/contents")
        let model = try String(contentsOf: contents, encoding: .utf8)
        let steps = #"<relationship name="steps" optional="YES" toMany="YES""#
        let ordered = model.replacingOccurrences(of: steps, with: steps + #" ordered="YES""#)
        try #require(ordered != model)
        try Data(ordered.utf8).write(to: contents)
        var options = RunOptions()
        options.paths = [definitions.path]
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        #expect(session.builder.context.model?.entity(named: "Task")?.relationship(named: "steps")?.isOrdered == true)
        let table = try #require(session.table("TaskDetailView"))
        // Task.json stores them as Collect, Draft, Ask.
        let shown = ["default Ask for review", "default Collect merged pull requests", "default Draft the text"]
        #expect(table.lines(in: .view).suffix(3) == shown)
    }

    /// Dates follow the locale; numbers do not: CDL shows them with `-[NSNumber stringValue]` (issue 37).
    @Test func datesFollowTheLocaleAndTimeZoneButNumbersDoNot() throws {
        let german = try #require(
            try sampleProjectSession {
                $0.locale = "de_DE"; $0.timeZone = "Europe/Berlin"
            }.table("EventDetailView"))
        #expect(german.lines(in: .view)[1] == "value2 Date: 03.12.2026, 19:30")
        let formatter = ValueFormatter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatter.text(for: .integer(1234567)) == "1234567")
        #expect(formatter.text(for: .real(1234.5)) == "1234.5")
        #expect(
            ValueFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!).text(for: .real(1234.5))
                == "1234.5")
    }

    @Test func stringsAreReadAsDatesOnlyWhereTheModelOrAStyleSaysDate() throws {
        let formatter = ValueFormatter(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatter.text(for: .string("2026-03-14T09:30:00Z"), type: .date, dateStyle: .short) == "3/14/26")
        #expect(formatter.text(for: .string("2026-03-14T09:30:00.250Z"), dateStyle: .short) == "3/14/26")
        #expect(formatter.text(for: .string("2026-03-14"), type: .date, dateStyle: .long) == "March 14, 2026")
        #expect(formatter.text(for: .string("2026-03-14T09:30:00Z"), type: .string) == "2026-03-14T09:30:00Z")
        #expect(formatter.text(for: .string("2026-03-14T09:30:00Z")) == "2026-03-14T09:30:00Z")
        #expect(formatter.text(for: .string("soon"), type: .date, dateStyle: .short) == "soon")
        #expect(formatter.text(for: .string("42"), type: .integer32) == "42")
        #expect(formatter.text(for: .string("YES"), type: .boolean) == "1")
    }

    @Test func listViewSortsGroupsAndLinksEachObjectToItsDetailPage() throws {
        let table = try #require(try sampleProjectSession().table("EventListView", page: { "\($0)#\($1)" }))
        #expect(table.title == "Events")
        // Sorted by type.name, then eventDate; sections by type.name; indices are the sample file's.
        #expect(
            table.lines(in: .view) == [
                "# Meeting", "item Design Review / Meeting > -> EventDetailView#1",
                "# Meetup", "item Swift Meetup / Meetup > -> EventDetailView#0",
                "item 東京 Release Party 🎉 / Meetup > -> EventDetailView#2",
            ])
    }

    @Test func aDetailPageShowsTheObjectItsListRowLeadsTo() throws {
        let table = try #require(try sampleProjectSession().table("EventDetailView", objectIndex: 2))
        #expect(table.lines(in: .view).first == "default 東京 Release Party 🎉")
    }

    @Test func withoutSampleDataKeyPathsStandIn() throws {
        let empty = try TemporaryFolder()
        let table = try #require(try sampleProjectSession { $0.data = empty.path }.table("TaskDetailView"))
        #expect(
            table.lines(in: .view).prefix(5) == [
                "# Task", "default <name>", "value1 Category: <category.name>", "value2 Due: <dueDate>", "switch Completed: ?",
            ])
        #expect(table.lines(in: .view).last == "default <steps.name>")
        let list = try #require(try sampleProjectSession { $0.data = empty.path }.table("EventListView"))
        #expect(list.lines(in: .view) == ["# ‹type.name›", "item <name> / <type.name> >"])
    }

    @Test func fakeDataFillsEntitiesWithoutSamples() throws {
        let empty = try TemporaryFolder()
        let table = try #require(
            try sampleProjectSession {
                $0.data = empty.path; $0.usesFakeData = true
            }.table("TaskDetailView"))
        let lines = table.lines(in: .view)
        #expect(!lines.contains { $0.contains("<") })
        #expect(lines[1] == "default Task 1")
        #expect(
            try sampleProjectSession {
                $0.data = empty.path; $0.usesFakeData = true
            }.table("TaskDetailView")?.lines(in: .edit)
                == table.lines(in: .edit))
    }

    @Test func diagnosticsSitBesideTheRowTheyConcern() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write(
            "ThingDetailView.plist",
            """
            (
                {
                    sectionTitle = First;
                    rowInformation = (
                        { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; },
                        { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Size;
                          attributeKeyPath = size; colour = red; },
                    );
                    sectionColour = blue;
                },
                { rowInformation = (); },
            )
            """)
        var options = RunOptions()
        options.paths = [folder.path]
        options.ignoresProjectFile = true  // Else the working directory's (the package's ./Definitions) would apply.
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        let table = try #require(session.table("ThingDetailView"))
        #expect(table.sections[0].rows[0].diagnostics.isEmpty)
        #expect(table.sections[0].rows[1].diagnostics.map(\.code) == [.unknownKey])
        #expect(table.sections[0].rows[1].diagnostics.first?.location.position == .lineColumn(line: 7, column: 40))
        #expect(table.sections[0].diagnostics.map(\.code) == [.unknownKey])
        #expect(table.sections[1].diagnostics.map(\.code) == [.emptySection])
        #expect(table.diagnostics.isEmpty)
        #expect(table.allDiagnostics.count == 3)
    }

    @Test func aFileThatCannotBeReadGivesATableWithItsError() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("BrokenDetailView.plist", "( { rowInformation = ( ; } )")
        var options = RunOptions()
        options.paths = [folder.path]
        let table = try #require(try PreviewSession.prepare(options, preview: PreviewOptions()).table("BrokenDetailView"))
        #expect(table.sections.isEmpty)
        #expect(table.diagnostics.map(\.code) == [.syntaxError])
        #expect(table.isUnreadable)
    }

    /// An empty definition is read, and has no sections: not the same page as one that cannot be read.
    @Test func aDefinitionWithNoSectionsIsNotUnreadable() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("EmptyDetailView.plist", "( )")
        var options = RunOptions()
        options.paths = [folder.path]
        let table = try #require(try PreviewSession.prepare(options, preview: PreviewOptions()).table("EmptyDetailView"))
        #expect(table.sections.isEmpty)
        #expect(!table.isUnreadable)
    }

    @Test func aFooterIsDrawnOnlyForACustomSectionController() throws {
        // CDL's own section controller has no footer (README, "Definitions"); a custom one may show it.
        let folder = try TemporaryFolder()
        let row = "{ rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = Name; attributeKeyPath = name; }"
        _ = try folder.write("PlainDetailView.plist", "( { sectionFooter = Hidden; rowInformation = ( \(row) ); } )")
        _ = try folder.write(
            "CustomDetailView.plist",
            "( { sectionFooter = Shown; customSectionControllerClass = FooterSection; rowInformation = ( \(row) ); } )")
        var options = RunOptions()
        options.paths = [folder.path]
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        #expect(try #require(session.table("PlainDetailView")).sections.map(\.footer) == [nil])
        #expect(try #require(session.table("CustomDetailView")).sections.map(\.footer) == ["Shown"])
    }

    @Test func aBrokenSampleFileIsReportedWithItsPosition() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Samples/Task.json", "{\n  \"name\": \"A\",\n  oops\n}")
        _ = try folder.write("Samples/Event.json", "\"just a string\"")
        var session = try sampleProjectSession { $0.data = folder.path + "/Samples" }
        let problems = session.reports.filter { $0.kind == .sampleData }.flatMap(\.diagnostics)
        #expect(problems.map(\.code) == [.invalidRoot, .syntaxError])
        #expect(problems.map(\.location.position) == [.lineColumn(line: 1, column: 1), .lineColumn(line: 3, column: 3)])
        session.reports.removeAll { $0.kind == .sampleData }
        #expect(session.table("TaskDetailView")?.lines(in: .view)[1] == "default <name>")
    }

    @Test func sampleDataThatDoesNotExistIsAUsageError() throws {
        #expect {
            try sampleProjectSession { $0.data = "/nonexistent-samples" }
        } throws: { error in
            (error as? RunSettingsError)?.message == "--data: no such file or folder: /nonexistent-samples"
        }
    }

    @Test func unknownLocalesAndTimeZonesAreUsageErrors() throws {
        #expect(throws: RunSettingsError.self) { try sampleProjectSession { $0.locale = "xx_NOPE" } }
        #expect(throws: RunSettingsError.self) { try sampleProjectSession { $0.timeZone = "Mars/Olympus" } }
        #expect(throws: Never.self) {
            try sampleProjectSession {
                $0.locale = "fr-FR"; $0.timeZone = "Asia/Tokyo"
            }
        }
    }
}
