import CDLGenTestSupport
import CoreDataModel
import Diagnostics
import Foundation
import PlistLoader
import Previews
import Project
import Testing

/// Previews show what CDL's runtime does (issue 37): numbers as `-[NSNumber stringValue]` writes them, a
/// switch off in add mode, a crash screen where an error says the way to an editor crashes, and a note
/// beside a delete or Add that aborts the app.
@Suite struct RuntimePreviewTests {
    // MARK: - Numbers

    @Test func numbersShowAsNSNumberWritesThemWhateverTheLocale() throws {
        for locale in [nil, "de_DE", "fr_FR"] {
            let fixture = try RuntimePreviewFixture(locale: locale)
            let table = try #require(fixture.session.table("ItemDetailView"))
            #expect(
                Array(table.lines(in: .view).prefix(7)) == [
                    "# Item", "value1 Count: 1234567", "value1 Price: 1234.5", "value1 Ratio: 0.1", "value1 Amount: 1234.5",
                    "switch Flag: off", "value1 Name: Big",
                ], "\(locale ?? "en_US")")
            let huge = try #require(fixture.session.table("ItemDetailView", objectIndex: 1))
            #expect(
                Array(huge.lines(in: .view)[1...4]) == [
                    "value1 Count: -2", "value1 Price: 1e+20", "value1 Ratio: 3.5", "value1 Amount: 0.001",
                ])
            let list = try #require(fixture.session.table("ItemListView"))
            #expect(list.lines(in: .view) == ["item Big / 1234567 >", "item Huge / -2 >"])
        }
    }

    @Test func theTextFieldShowsTheDigitsTheRowShows() throws {
        let fixture = try RuntimePreviewFixture()
        let table = try #require(fixture.session.table("ItemDetailView"))
        let field = try #require(table.screens.first { $0.id == "edit-1-1" })
        #expect(field.sections[0].rows[0].summary(in: .edit) == "field [1234567] placeholder Count keyboard numbers and punctuation")
    }

    static let numbers: [(PlistValue, AttributeType?, String)] = [
        (.integer(1234567), .integer64, "1234567"), (.integer(1), .boolean, "1"), (.boolean(false), nil, "0"),
        (.string("YES"), .boolean, "1"), (.real(3.5), .double, "3.5"), (.real(0.1), .double, "0.1"), (.real(1e20), nil, "1e+20"),
        (.real(0.1), .float, "0.1"), (.real(16_777_217), .float, "1.677722e+07"), (.real(1234.9), .integer32, "1234"),
        (.string("42"), .integer16, "42"), (.string("1234.50"), .decimal, "1234.5"), (.real(-0.0), nil, "-0"),
        (.string("soon"), .integer32, "soon"),
    ]

    @Test(arguments: numbers)
    func aNumberIsItsStringValue(_ value: PlistValue, _ type: AttributeType?, _ expected: String) {
        let formatter = ValueFormatter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatter.text(for: value, type: type) == expected)
        #expect(formatter.text(for: value, type: type) == expected, "remembered")
    }

    // MARK: - Add mode

    @Test func aSwitchStartsOffInAddModeWhateverTheDefault() throws {
        let fixture = try RuntimePreviewFixture()
        // The second item's flag is on: the view shows it; the list's "+" makes a new item whose default is YES.
        let shown = try #require(fixture.session.table("ItemDetailView", objectIndex: 1))
        #expect(shown.lines(in: .view).contains("switch Flag: on"))
        let list = try #require(fixture.session.table("ItemListView"))
        let add = try #require(list.screens.first { $0.id == "add" })
        #expect(add.sections[0].rows.map { $0.summary(in: .edit) }.contains("switch Flag: off"))
        // "Add New Part": a CDLAddViewController too, in add mode; its edit screens end with Done.
        let detail = try #require(fixture.session.table("ItemDetailView"))
        let addNew = try #require(detail.screens.first { $0.id == "add-new-2-1" })
        #expect(addNew.sections[0].rows.map { $0.summary(in: .edit) }.contains("switch Spare: off"))
        let weight = try #require(detail.screens.first { $0.id == "add-new-2-1.edit-1-2" })
        #expect(weight.navigationBar.trailing?.title == "Done")
    }

    // MARK: - Crash screens

    @Test func anErrorOnTheWayToAnEditorGivesACrashScreenInItsPlace() throws {
        var fixture = try RuntimePreviewFixture()
        fixture.add(try fixture.diagnostic(.error, "property-declaration", "Item declares no property 'count'", section: 0, row: 0))
        fixture.add(try fixture.diagnostic(.error, "property-declaration", "'price' is a scalar", section: 0, row: 1))
        fixture.add(try fixture.diagnostic(.error, "type-mismatch", "the chooser shows a raw number", section: 1, row: 0))
        let table = try #require(fixture.session.table("ItemDetailView"))
        let screens = Dictionary(table.screens.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for id in ["edit-1-1", "edit-1-2", "add-existing-2-1"] {
            let screen = try #require(screens[id])
            #expect(screen.kind == .crash, "\(id)")
            #expect(screen.crash != nil && screen.sections.isEmpty && screen.navigationBar.trailing == nil, "\(id)")
            #expect(screen.navigationBar.leading?.link == "#editing", "\(id)")
        }
        #expect(screens["edit-1-1"]?.navigationBar.title == "Edit Count")
        #expect(screens["edit-1-1"]?.crash?.moment == "on the tap that would open this screen")
        #expect(screens["add-existing-2-1"]?.navigationBar.title == "Add Part(s)")
        #expect(screens["add-existing-2-1"]?.crash?.moment == "as this screen opens")
        // The rows still lead there, where the editors were.
        #expect(table.lines(in: .edit).contains("value1 Count: 1234567 > => #edit-1-1"))
        #expect(table.lines(in: .edit).contains("(+) add Add Existing Part > => #add-existing-2-1"))
        // Untouched: the row without a diagnostic, the ordered chooser, the add-new view.
        #expect(screens["edit-1-3"]?.kind == .textField)
        #expect(screens["add-3-1"]?.kind == .orderedChooser)
        #expect(screens["add-new-2-1"]?.kind == .addNew)
    }

    /// `classOfKey:` runs on a single-line row's tap (a date picker's too) and in every chooser's set-up;
    /// a multi-line row's text view never calls it.
    @Test func classOfKeyBreaksTheDatePickerAndTheChoosersButNotTheTextView() throws {
        var session = try sampleProjectSession()
        let index = try #require(session.reports.firstIndex { $0.file.name == "TaskDetailView" })
        guard case .detailView(let view)? = session.reports[index].definition else { throw RuntimePreviewFixture.FixtureError() }
        func error(_ code: String, section: Int, row: Int) throws -> Diagnostic {
            let keyPath = try #require(view.sections[section].rows[row].attributeKeyPath)
            let at = SourceLocation(file: session.reports[index].file.displayPath, position: keyPath.position)
            return Diagnostic(.error, DiagnosticCode(code), "crashes", at: at)
        }
        session.reports[index].diagnostics += [
            try error("property-declaration", section: 0, row: 1), try error("property-declaration", section: 0, row: 2),
            try error("property-declaration", section: 1, row: 0),
        ]
        let table = try #require(session.table("TaskDetailView"))
        let kinds = Dictionary(table.screens.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["edit-1-2"] == .crash)
        #expect(kinds["edit-1-3"] == .crash)
        #expect(kinds["edit-2-1"] == .textView)
        #expect(table.screens.first { $0.id == "edit-1-3" }?.navigationBar.title == "Edit Due")
    }

    /// The browser walk's rule, on a page with crash screens: every row's screen exists, and a crash
    /// screen's Cancel leads back to a screen of the page.
    @Test func crashScreensAreLinkedWhereTheEditorsWereAndLeadBack() throws {
        var fixture = try RuntimePreviewFixture()
        fixture.add(try fixture.diagnostic(.error, "property-declaration", "no property", section: 0, row: 0))
        fixture.add(try fixture.diagnostic(.error, "type-mismatch", "a raw number", section: 2, row: 0))
        let table = try #require(fixture.session.table("ItemDetailView"))
        let ids = Set(table.screens.map(\.id))
        let rows = table.sections.flatMap(\.rows) + table.screens.flatMap { $0.sections.flatMap(\.rows) }
        #expect(rows.compactMap(\.editScreen).allSatisfy(ids.contains))
        let crashes = table.screens.filter { $0.kind == .crash }
        #expect(crashes.map(\.id) == ["edit-1-1", "add-3-1"])
        for screen in crashes {
            let back = try #require(screen.navigationBar.leading?.link)
            #expect(back == "#editing" || ids.contains(String(back.dropFirst())))
        }
    }

    /// The validator's own finding, not one placed by hand: an entity without a class of its own crashes
    /// the single-line row's tap, and the preview draws that; its multi-line row still edits.
    @Test func theValidatorsPropertyDeclarationGivesTheCrashScreen() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("cdlgen.json", #"{ "definitions": ".", "model": "Model.xcdatamodeld" }"#)
        _ = try folder.write(
            "Model.xcdatamodeld/Model.xcdatamodel/contents",
            """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
                <entity name="Memo" syncable="YES">
                    <attribute name="body" optional="YES" attributeType="String"/>
                    <attribute name="title" optional="YES" attributeType="String"/>
                </entity>
            </model>
            """)
        _ = try folder.write(
            "MemoDetailView.plist",
            """
            ( { rowInformation = (
                { rowType = CDLTableRowTypeSingleLineValueLargeLabel; rowLabel = Title; attributeKeyPath = title; },
                { rowType = CDLTableRowTypeMultiLineValueSmallLabel; rowLabel = Body; attributeKeyPath = body; },
            ); } )
            """)
        var options = RunOptions()
        options.paths = [folder.path]
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        let table = try #require(session.table("MemoDetailView"))
        let title = try #require(table.screens.first { $0.id == "edit-1-1" })
        #expect(title.kind == .crash)
        #expect(title.crash?.diagnostic.code == .propertyDeclaration)
        #expect(table.screens.first { $0.id == "edit-1-2" }?.kind == .textView)
    }

    @Test func nearMissesKeepTheWorkingEditor() throws {
        var fixture = try RuntimePreviewFixture()
        // A warning of a crashing code; a code that breaks no editor; an abort on delete, which leaves the
        // Add Existing checklist working.
        fixture.add(try fixture.diagnostic(.warning, "property-declaration", "a warning", section: 0, row: 0))
        fixture.add(try fixture.diagnostic(.error, "unknown-key", "not a crash", section: 0, row: 1))
        fixture.add(try fixture.diagnostic(.error, "unsaveable-link", "a delete aborts", section: 1, row: 0))
        fixture.add(try fixture.diagnostic(.warning, "type-mismatch", "a warning", section: 2, row: 0))
        let table = try #require(fixture.session.table("ItemDetailView"))
        let kinds = Dictionary(table.screens.map { ($0.id, $0.kind) }, uniquingKeysWith: { first, _ in first })
        #expect(kinds["edit-1-1"] == .textField)
        #expect(kinds["edit-1-2"] == .textField)
        #expect(kinds["add-existing-2-1"] == .addExistingChecklist)
        #expect(kinds["add-3-1"] == .orderedChooser)
        #expect(!kinds.values.contains(.crash))
    }

    @Test func anEditorInsideAnAddScreenCrashesByItsOwnViewsErrors() throws {
        var fixture = try RuntimePreviewFixture()
        let weight = try fixture.location(section: 0, row: 1, in: "PartDetailView")
        let at = SourceLocation(file: weight.file, position: weight.position)
        fixture.add(Diagnostic(.error, DiagnosticCode("type-mismatch"), "Done writes a string", at: at), to: "PartDetailView")
        let table = try #require(fixture.session.table("ItemDetailView"))
        let screen = try #require(table.screens.first { $0.id == "add-new-2-1.edit-1-2" })
        #expect(screen.kind == .crash)
        #expect(screen.crash?.moment == "on Save or Done")
        #expect(table.screens.first { $0.id == "edit-1-2" }?.kind == .textField)
    }

    // MARK: - Aborting actions

    @Test func anUnsaveableLinkIsNotedBesideTheControlItConcerns() throws {
        var fixture = try RuntimePreviewFixture()
        fixture.add(
            try fixture.diagnostic(.error, "unsaveable-link", "deleting a part unlinks it; its item is required", section: 1, row: 0))
        fixture.add(try fixture.diagnostic(.error, "unsaveable-link", "a new ItemStep lacks its required 'note'", section: 2, row: 0))
        let table = try #require(fixture.session.table("ItemDetailView"))
        let parts = table.sections[1].rows
        #expect(
            parts.map { $0.actionNote?.text } == ["Delete aborts the app: deleting a part unlinks it; its item is required", nil, nil, nil])
        let stages = table.sections[2].rows
        #expect(stages.map { $0.actionNote?.action } == [nil, "Delete or Add"])
        let text = TextRenderer(width: 60).render(table, mode: .view)
        #expect(!text.contains("aborts the app"))
        #expect(TextRenderer(width: 60).render(table, mode: .edit).contains("aborts the app"))
    }

    /// In add mode the sections save nothing on a delete or Add (`if (!self.inAddMode)`): no note there.
    @Test func anAddScreenNotesNoAbortingDeleteOrAdd() throws {
        var fixture = try RuntimePreviewFixture()
        fixture.add(try fixture.diagnostic(.error, "unsaveable-link", "a new ItemStep lacks its required 'note'", section: 2, row: 0))
        let list = try #require(fixture.session.table("ItemListView"))
        let add = try #require(list.screens.first { $0.id == "add" })
        #expect(add.sections[2].rows.map { $0.summary(in: .edit) } == ["(+) add Add Stage > => #add.add-3-1"])
        #expect(add.sections.flatMap(\.rows).allSatisfy { $0.actionNote == nil })
        #expect(try #require(fixture.session.table("ItemDetailView")).sections[2].rows.last?.actionNote != nil)
    }

    @Test func aWarningOfTheSameCodeDrawsNoNote() throws {
        var fixture = try RuntimePreviewFixture()
        fixture.add(try fixture.diagnostic(.warning, "unsaveable-link", "a warning", section: 1, row: 0))
        let table = try #require(fixture.session.table("ItemDetailView"))
        #expect(table.sections.flatMap(\.rows).allSatisfy { $0.actionNote == nil })
    }

    @Test func anAddScreenThatCanNeverBeSavedSaysSoBesideItsSave() throws {
        var fixture = try RuntimePreviewFixture()
        let report = try #require(fixture.session.reports.first { $0.file.name == "ItemDetailView" })
        let message = "Save shows \"Validation Error\" and never succeeds"
        fixture.add(
            Diagnostic(
                .error, .unsaveableView, message,
                at: SourceLocation(file: report.file.displayPath, position: .lineColumn(line: 1, column: 1))))
        let list = try #require(fixture.session.table("ItemListView"))
        let add = try #require(list.screens.first { $0.id == "add" })
        #expect(add.saveNote?.text == "Save never succeeds: Save shows \"Validation Error\" and never succeeds")
        #expect(TextRenderer(width: 60).render(add).contains("! Save never succeeds"))
        #expect(
            HTMLRenderer().render(list).contains(
                #"<p class="screen-note action-note" data-code="unsaveable-view">Save never succeeds: Save shows &quot;Validation"#))
    }

    // MARK: - Golden files

    /// The crash screen of a single-line row, and the notes beside a to-many row's delete and an ordered
    /// row's Add, as text and as a page.
    func brokenItem() throws -> PreviewTable {
        var fixture = try RuntimePreviewFixture()
        let file = "ItemDetailView.plist"
        fixture.add(
            try fixture.diagnostic(
                .error, "property-declaration", "class 'Item' declares no property 'count': CDL's classOfKey: crashes in edit mode",
                section: 0, row: 0, fixIt: "@NSManaged var count: Int32", file: file))
        fixture.add(
            try fixture.diagnostic(
                .error, "unsaveable-link", "deleting a part unlinks it, and its 'item' is required", section: 1, row: 0, file: file))
        fixture.add(
            try fixture.diagnostic(.error, "unsaveable-link", "a new ItemStep lacks its required 'note'", section: 2, row: 0, file: file))
        var table = try #require(fixture.session.table("ItemDetailView", page: { name, _ in "\(name).html" }))
        // The page names its file as the diagnostics do, not by the temporary folder's path.
        table.file = file
        for section in table.sections.indices {
            for row in table.sections[section].rows.indices {
                table.sections[section].rows[row].diagnostics = table.sections[section].rows[row].diagnostics.map { diagnostic in
                    var diagnostic = diagnostic
                    diagnostic.location.file = (diagnostic.location.file as NSString).lastPathComponent
                    return diagnostic
                }
            }
        }
        return table
    }

    @Test func aCrashScreenMatchesItsSnapshot() throws {
        let table = try brokenItem()
        let screen = try #require(table.screens.first { $0.id == "edit-1-1" })
        try snapshots.assertMatches(TextRenderer(width: 60).render(screen), named: "Runtime-crash-screen.txt")
    }

    @Test func abortNotesMatchTheirSnapshot() throws {
        try snapshots.assertMatches(TextRenderer(width: 60).render(brokenItem(), mode: .edit), named: "Runtime-abort-notes.txt")
    }

    @Test func theCrashScreenAndAbortNotesMatchTheirPage() throws {
        try snapshots.assertPageMatches(HTMLRenderer().render(brokenItem(), initialMode: .edit), named: "Runtime-broken-item.html")
    }
}
