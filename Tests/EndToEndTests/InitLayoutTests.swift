import CDLGenTestSupport
import Foundation
import Testing

/// `init --app --layout`: the properties the layout does not name follow in a section titled "Other", not
/// in a second section titled with the entity's name like the first (issue 38, item 11); a note names them.
@Suite struct InitLayoutTests {
    static let model = CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path

    /// The section titles of a detail view the command wrote.
    static func sectionTitles(of path: String) throws -> [String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let sections = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
        return sections.map { $0["sectionTitle"] as? String ?? "" }
    }

    @Test func whatTheLayoutLeavesOutFollowsUnderOther() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(
            [
                "init", "--app", "--model", Self.model, "--entity", "Task", "--layout", "Task:(name,dueDate);Status:(completed)", "-o",
                "App",
            ],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "cdlgen: note: the layout does not name 'taskDescription', 'category': they follow in TaskDetailView, "
                    + "in a section titled 'Other'\n"))
        // The to-many row keeps its own section, titled with its relationship.
        #expect(try Self.sectionTitles(of: folder.path + "/App/TaskDetailView.plist") == ["Task", "Status", "Other", "Steps"])
    }

    @Test func aLayoutSectionTitledOtherTakesTheRest() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(
            ["init", "--app", "--model", Self.model, "--entity", "Task", "--layout", "Other:(completed);Task:(name)", "-o", "App"],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.sectionTitles(of: folder.path + "/App/TaskDetailView.plist") == ["Other", "Task", "Steps"])
    }

    @Test func aLayoutThatNamesEverythingGetsNoOtherSectionAndNoNote() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(
            [
                "init", "--app", "--model", Self.model, "--entity", "Task", "--layout",
                "Task:(name,dueDate,taskDescription,category);Status:(completed)", "-o", "App",
            ],
            in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("does not name"))
        #expect(try Self.sectionTitles(of: folder.path + "/App/TaskDetailView.plist") == ["Task", "Status", "Steps"])
    }
}
