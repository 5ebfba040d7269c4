import PlistLoader
import Testing

@testable import Checks
@testable import Definitions
@testable import Scaffolding

/// Where `init --app`'s check places a finding in the XML it validates (issue 37): a row, its "Add New"
/// keys, a section, or the view.
@Suite struct ScaffoldFindingPlaceTests {
    func decoded(_ scaffold: DetailViewScaffold) throws -> DetailViewDefinition {
        let file = DefinitionFile(path: "/scaffold/TaskDetailView.plist", displayPath: "TaskDetailView.plist")
        let text = try PlistWriter.write(scaffold.propertyList, as: .xml).text
        let report = DefinitionValidator().firstPass(
            of: file, contents: Array(text.utf8), catalog: .listing(roots: ["/scaffold"], files: [file])
        ).report
        guard case .detailView(let view)? = report.definition else { throw CancellationError() }
        return view
    }

    @Test func aPositionIsPlacedInTheRowSectionOrViewItLiesIn() throws {
        var steps = ScaffoldRow(.toManyRelationship, label: "Step", attributeKeyPath: "steps.name")
        steps.addNewDefinition = "StepAddView"
        let view = try decoded(
            DetailViewScaffold(
                entity: "Task",
                sections: [
                    ScaffoldSection(
                        title: "Task", rows: [ScaffoldRow(.singleLineValueSmallLabel, label: "Name", attributeKeyPath: "name")]),
                    ScaffoldSection(title: "Steps", rows: [steps]),
                ], omissions: []))
        let name = try #require(view.sections[0].rows[0].attributeKeyPath)
        let stepsRow = view.sections[1].rows[0]
        let addNew = try #require(stepsRow.addNewObjectReference)
        let title = try #require(view.sections[1].title)
        #expect(ScaffoldFindingPlace.of(name.position, in: view) == .row(section: 0, row: 0))
        #expect(ScaffoldFindingPlace.of(addNew.position, in: view) == .row(section: 1, row: 0))
        #expect(ScaffoldFindingPlace.of(title.position, in: view) == .section(1))
        #expect(ScaffoldFindingPlace.of(.lineColumn(line: 1, column: 1), in: view) == .view)
        #expect(ScaffoldFindingPlace.isInAddNew(addNew.position, of: stepsRow))
        #expect(!ScaffoldFindingPlace.isInAddNew(try #require(stepsRow.attributeKeyPath).position, of: stepsRow))
    }
}
