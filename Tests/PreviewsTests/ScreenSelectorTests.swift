import Previews
import Testing

/// `render --screen`: a screen found by its id, or by the key path of the row that opens it.
@Suite struct ScreenSelectorTests {
    let session: PreviewSession

    init() throws {
        session = try sampleProjectSession()
    }

    func table(_ name: String) throws -> PreviewTable {
        try #require(session.table(name), "no \(name) in the sample project")
    }

    func selected(_ text: String, in name: String) throws -> PreviewScreen? {
        ScreenSelector(text).screen(in: try table(name))
    }

    @Test func anIdIsThePageFragmentWithOrWithoutItsHash() throws {
        #expect(try selected("edit-1-3", in: "TaskDetailView")?.kind == .datePicker)
        #expect(try selected("#edit-1-3", in: "TaskDetailView")?.id == "edit-1-3")
        #expect(try selected("add-new-3-1.edit-1-1", in: "TaskDetailView")?.navigationBar.title == "Edit Step")
        #expect(try selected("add", in: "TaskListView")?.kind == .addItem)
        #expect(try selected("add-2-1", in: "WidgetDetailView")?.kind == .orderedChooser)
    }

    @Test func unknownIdsAndPrefixesSelectNothing() throws {
        #expect(try selected("edit-9-9", in: "TaskDetailView") == nil)
        #expect(try selected("add", in: "TaskDetailView") == nil)
        #expect(try selected("", in: "TaskDetailView") == nil)
        #expect(try selected("edit:", in: "TaskDetailView") == nil)
        #expect(try selected("edit:nope", in: "TaskDetailView") == nil)
        // No id holds a colon, so an unknown prefix is an id no table has.
        #expect(ScreenSelector("change:name").target == .id("change:name"))
        #expect(try selected("change:name", in: "TaskDetailView") == nil)
    }

    @Test func editKeyPathIsTheScreenOfTheViewsOwnRowBeforeThoseOfTheScreensItOpens() throws {
        #expect(ScreenSelector("edit:category.name").target == .edit(keyPath: "category.name"))
        // TaskStepDetailView's row, on the add-new view, has the key path `name` too.
        #expect(try selected("edit:name", in: "TaskDetailView")?.id == "edit-1-1")
        #expect(try selected("edit:category.name", in: "TaskDetailView")?.kind == .toOneChooser)
        #expect(try selected("edit:taskDescription", in: "TaskDetailView")?.kind == .textView)
        // A list view's rows open no screens; those of its add screen do.
        #expect(try selected("edit:dueDate", in: "TaskListView")?.id == "add.edit-1-3")
    }

    @Test func editOfAToManyRowIsItsAddExistingChooserAndAddNewItsAddNewView() throws {
        #expect(try selected("edit:widgets.name", in: "WidgetTypeDetailView")?.id == "add-existing-2-1")
        #expect(try selected("add-new:widgets.name", in: "WidgetTypeDetailView")?.id == "add-new-2-1")
        #expect(try selected("edit:manufacturingSteps.step.name", in: "WidgetDetailView")?.kind == .orderedChooser)
        // A row that opens only an add-new view: that is its screen.
        #expect(try selected("edit:steps.name", in: "TaskDetailView")?.id == "add-new-3-1")
        #expect(try selected("add-new:steps.name", in: "TaskDetailView")?.id == "add-new-3-1")
        #expect(try selected("add-new:name", in: "TaskDetailView") == nil)
    }

    @Test func theListingNamesEachScreensIdKindAndTitle() throws {
        #expect(
            ScreenSelector.listing(of: try table("WidgetTypeDetailView")) == [
                "edit-1-1 (text field, Edit Name)", "add-new-2-1 (add new, Add Widget)", "add-new-2-1.edit-1-1 (text field, Edit Name)",
                "add-new-2-1.edit-1-2 (date picker, Edit Released)", "add-existing-2-1 (add-existing checklist, Add Widget(s))",
            ])
        let untitled = PreviewScreen(id: "edit-1-1", kind: .textField, navigationBar: PreviewNavigationBar(title: nil), sections: [])
        var table = try table("TaskStepDetailView")
        table.screens = [untitled]
        #expect(ScreenSelector.listing(of: table) == ["edit-1-1 (text field)"])
    }
}
