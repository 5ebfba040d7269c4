import CDLGenTestSupport
import Checks
import Definitions
import PlistLoader
import Testing

/// The sample app in `Definitions/` decodes into the row controllers it describes.
@Suite struct SampleDefinitionTests {
    func definition(_ relativePath: String) throws -> Definition {
        let path = packageRoot.appendingPathComponent("Definitions/" + relativePath).path
        let found = DefinitionFileFinder.find([packageRoot.appendingPathComponent("Definitions").path])
        let report = DefinitionValidator().validate(
            DefinitionFile(path: path), catalog: DefinitionCatalog(roots: found.roots, files: found.files))
        #expect(report.diagnostics.isEmpty)
        return try #require(report.definition)
    }

    @Test func eventDetailViewHasItsTypedRows() throws {
        guard case .detailView(let view) = try definition("Events/EventDetailView.plist") else { Issue.record("not a detail view"); return }
        #expect(view.name == "EventDetailView")
        #expect(view.sections.count == 3)
        #expect(view.sections[1].title?.value == "Details")
        #expect(view.sections[1].footer == nil)
        let rows = view.rows
        #expect(
            rows.map(\.rowType) == [
                .singleLineValueNoLabel, .singleLineValueSmallLabel, .booleanSwitch, .relationship, .multiLineValueNoLabel, .custom,
            ])
        let date = try #require(rows[1] as? SingleLineValueRowController)
        #expect(date.dateFormatterStyle?.value == .medium)
        #expect(date.timeFormatterStyle?.value == .short)
        #expect(date.attributeKeyPath?.position == .lineColumn(line: 17, column: 26))
        #expect(rows[2] is BooleanSwitchRowController)
        #expect(rows[3].keyPathComponents == ["type", "name"])
        #expect(rows[0].label?.value == "Name")
        let delete = try #require(rows[5] as? CustomRowController)
        #expect(delete.controllerClass.value == "DeleteRowController")
        #expect(delete.label?.value == "Delete Event")
        #expect(delete.attributeKeyPath == nil)
    }

    @Test func widgetTypeDetailViewAddsNewWidgetsThroughItsAddView() throws {
        let definition = try definition("Widgets/WidgetTypeDetailView.plist")
        guard case .detailView(let view) = definition else { Issue.record("not a detail view"); return }
        let widgets = try #require(view.sections[1].rows.first as? ToManyRelationshipRowController)
        #expect(widgets.showsAddNewObject && widgets.showsAddExistingObjects)
        #expect(widgets.addNewObjectDefinition?.value == "WidgetAddView-FromType")
        #expect(definition.references.map(\.name.value) == ["WidgetAddView-FromType"])
    }

    @Test func widgetDetailViewHasAnOrderedProcess() throws {
        guard case .detailView(let view) = try definition("Widgets/WidgetDetailView.plist") else {
            Issue.record("not a detail view"); return
        }
        let steps = try #require(view.sections[1].rows.first as? OrderedToManyRelationshipRowController)
        #expect(steps.intermediateKey == "manufacturingSteps")
        // Neither flag set: CDL's default is "Add Existing" only.
        #expect(!steps.showsAddNewObject && steps.showsAddExistingObjects)
    }

    @Test func taskListViewDecodes() throws {
        guard case .listView(let list) = try definition("Tasks/TaskListView.json") else { Issue.record("not a list view"); return }
        #expect(list.entityName.value == "Task")
        #expect(list.sortKeyPaths.map(\.value) == ["name"])
        #expect(list.detailViewDefinition.value == "TaskDetailView")
    }
}
