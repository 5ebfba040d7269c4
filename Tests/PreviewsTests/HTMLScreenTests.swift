import CDLGenTestSupport
import Foundation
import Previews
import Project
import Testing

/// The screens a page holds besides its view, and the bars CDL puts over each (issue 22).
@Suite struct HTMLScreenTests {
    func page(_ name: String, objectIndex: Int = 0) throws -> String {
        let table = try #require(try sampleProjectSession().table(name, objectIndex: objectIndex))
        return HTMLRenderer().render(table)
    }

    /// The markup of the screen with `id`, from its opening tag's id to its end.
    func screen(_ id: String, in page: String) throws -> String {
        let start = try #require(page.range(of: #"" id="\#(id)" data-screen=""#), "no screen \(id)")
        let end = try #require(page.range(of: "\n  </section>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test func aDetailViewHasABackButtonToItsListAndEditButNoTitle() throws {
        let session = try sampleProjectSession()
        let plan = PreviewSitePlan(session: session)
        let page = try #require(plan.pages.first { $0.path == "Tasks/TaskDetailView.html" })
        let formatter = ValueFormatter(locale: session.builder.context.locale, timeZone: session.builder.context.timeZone)
        let table = session.builder.table(for: session.reports[page.report], formatter: formatter, links: plan.links(for: page))
        #expect(table.navigationBar.title == nil)
        #expect(table.navigationBar.leading == PreviewBarButton(.back, "Tasks", link: "TaskListView.html"))
        #expect(table.navigationBar.hidesLeadingInEditMode)
        let html = HTMLRenderer().render(table)
        // CDLDetailViewController hides the back button while the view is edited.
        #expect(html.contains(#"<a class="bar-button back view-only" href="TaskListView.html">Tasks</a>"#))
    }

    @Test func aListHasItsTitleEditAndAPlusThatOpensTheAddScreen() throws {
        let html = try page("TaskListView")
        #expect(html.contains(#"<h1 class="nav-title" id="screen-title">Tasks</h1>"#))
        #expect(html.contains(##"<a class="bar-button add" href="#add" aria-label="Add">+</a>"##))
        let add = try screen("add", in: html)
        #expect(add.contains(#"data-screen="add item""#))
        #expect(add.contains(#"<h2 class="nav-title" id="add-title">Add Item</h2>"#))
        #expect(add.contains(##"<a class="bar-button" href="#viewing">Cancel</a>"##))
        #expect(add.contains(##"<a class="bar-button done" href="#viewing">Save</a>"##))
        // In add mode an edit screen's Save reads Done (CDLAbstractFieldEditController.m:76).
        let name = try screen("add.edit-1-1", in: html)
        #expect(name.contains(##"<a class="bar-button done" href="#add">Done</a>"##))
    }

    /// A NoLabel row's rowLabel titles its edit screen (without one CDL writes "(null)": `missing-label`).
    @Test func aNoLabelRowsLabelTitlesTheEditScreen() throws {
        let html = try page("EventDetailView")
        #expect(html.contains(#"<h2 class="nav-title" id="edit-1-1-title">Edit Name</h2>"#))
    }

    @Test func editableRowsLinkToTheirScreensInEditModeOnly() throws {
        let html = try page("TaskDetailView")
        #expect(html.contains(##"<a class="row-link edit-only" href="#edit-1-3" aria-label="Edit Due"></a>"##))
        #expect(html.contains(##"<a class="row-link edit-only" href="#add-new-3-1" aria-label="Add Step"></a>"##))
        // A switch changes in place: no screen.
        #expect(!html.contains("Edit Completed"))
    }

    @Test func aTextFieldScreenHasTheValueThePlaceholderAndTheKeyboard() throws {
        let field = try screen("edit-1-1", in: try page("TaskDetailView"))
        #expect(field.contains(#"<h2 class="nav-title" id="edit-1-1-title">Edit Name</h2>"#))
        #expect(field.contains(##"<a class="bar-button" href="#editing">Cancel</a>"##))
        #expect(field.contains(##"<a class="bar-button done" href="#editing">Save</a>"##))
        #expect(
            field.contains(
                #"<input class="text-field" type="text" readonly aria-labelledby="edit-1-1-title" placeholder="Name" value="Write release notes">"#
            ))
        #expect(field.contains(#"<p class="screen-note">Keyboard: default.</p>"#))
    }

    @Test func aDatePickerHasTheRowsStylesAndWheels() throws {
        let date = try screen("edit-1-3", in: try page("TaskDetailView"))
        #expect(date.contains(#"data-screen="date picker""#))
        #expect(date.contains(#"<div class="date-picker" role="group" aria-label="Date picker: date and time" data-mode="date and time">"#))
        #expect(date.contains(#"<ul class="wheel" role="listbox" aria-label="Minute">"#))
        #expect(date.contains(#"<li role="option" aria-selected="true">Mon, Nov 30</li>"#))
        #expect(date.contains(#"<li role="option" aria-selected="true">PM</li>"#))
    }

    @Test func choosersAreListBoxesWithTheChosenObjectSelected() throws {
        let chooser = try screen("edit-1-2", in: try page("TaskDetailView"))
        #expect(chooser.contains(#"<ul class="rows" role="listbox" aria-labelledby="edit-1-2-title">"#))
        #expect(
            chooser.contains(
                #"<li class="row choice-row chosen" role="option" aria-selected="true" data-row-type="Relationship" data-style="default">"#)
        )
        let checklist = try screen("add-existing-2-1", in: try page("WidgetTypeDetailView"))
        #expect(checklist.contains(#"<h2 class="nav-title" id="add-existing-2-1-title">Add Widget(s)</h2>"#))
        #expect(checklist.contains(#"role="listbox" aria-multiselectable="true""#))
        // Save waits for a choice.
        #expect(checklist.contains(#"<span class="bar-button done" aria-disabled="true">Save</span>"#))
    }

    @Test func anAddNewScreenShowsTheAddViewForANewObject() throws {
        let addNew = try screen("add-new-3-1", in: try page("TaskDetailView"))
        func html(_ page: String, has text: String) -> Bool { page.contains(text) }
        #expect(addNew.contains(#"<h2 class="nav-title" id="add-new-3-1-title">Add Step</h2>"#))
        #expect(addNew.contains(##"<a class="bar-button done" href="#editing">Add</a>"##))
        #expect(html(try page("TaskDetailView"), has: #"<section class="screen add-screen" id="add-new-3-1""#))
    }
}

/// Issue 22's acceptance: the sample project's previews show every kind of screen at least once.
@Suite struct SampleProjectScreenTests {
    @Test func theSampleProjectHasEveryKindOfScreen() throws {
        let session = try sampleProjectSession()
        let plan = PreviewSitePlan(session: session)
        let formatter = ValueFormatter(locale: session.builder.context.locale, timeZone: session.builder.context.timeZone)
        var kinds = Set<PreviewScreen.Kind>()
        for page in plan.pages {
            let table = session.builder.table(
                for: session.reports[page.report], objectIndex: page.objectIndex, formatter: formatter, links: plan.links(for: page))
            kinds.formUnion(table.screens.map(\.kind))
        }
        // A crash screen needs an error the sample project is free of; RuntimePreviewTests draws them.
        #expect(kinds == Set(PreviewScreen.Kind.allCases).subtracting([.crash]))
    }
}

/// Screens of rows the rules reject are still drawn, never a crash (FuzzPipeline found this one).
@Suite struct BrokenRowScreenTests {
    @Test(arguments: ["CDLTableRowTypeToManyRelationship", "CDLTableRowTypeToManyOrderedRelationship", "CDLTableRowTypeRelationship"])
    func aRowWithoutAKeyPathStillGetsAnEmptyChooser(_ rowType: String) throws {
        let folder = try TemporaryFolder()
        let definitions = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Definitions"), to: definitions)
        let row = #"{"rowType": "\#(rowType)", "rowLabel": "Steps", "showAddExistingObjects": true}"#
        try Data(#"[{"rowInformation": [\#(row)]}]"#.utf8).write(to: definitions.appendingPathComponent("Tasks/TaskDetailView.json"))
        var options = RunOptions()
        options.paths = [definitions.path]
        let table = try #require(try PreviewSession.prepare(options, preview: PreviewOptions()).table("TaskDetailView"))
        let chooser = try #require(table.screens.first)
        #expect(chooser.sections.flatMap(\.rows).isEmpty)
        #expect(chooser.note?.hasPrefix("No sample objects") == true)
    }
}
