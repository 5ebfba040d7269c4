import CDLGenTestSupport
import Foundation
import PlistLoader
import Project
import Testing
import Workspace

/// `WorkspaceFixer` over a workspace's texts in memory: what it would write, and nothing written.
@Suite struct WorkspaceFixerTests {
    /// A binary detail view with a misspelt key in two rows (one object, shared) and a misspelt row type
    /// whose fix makes a String a switch: that fix is taken back, the key's are kept, one place with the other.
    @Test func aFixThatBringsAnErrorIsTakenBackAndTheOthersKept() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let path = folder.path + "/Definitions/Events/EventDetailView.plist"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let mistaken = original.replacingOccurrences(of: "rowLabel = Public;", with: "rowLable = Public;")
            .replacingOccurrences(of: "rowLabel = Type;", with: "rowLable = Type;")
            .replacingOccurrences(of: "rowType = CDLTableRowTypeSingleLineValueNoLabel;", with: "rowType = CDLTableRowTypeBoolSwitch;")
        let binary = try PlistWriter.write(try PlistLoader().load(Array(mistaken.utf8)).root.value, as: .binary).bytes
        try Data(binary).write(to: URL(fileURLWithPath: path))
        var options = RunOptions()
        options.projectFile = folder.path + "/Definitions/cdlgen.json"
        let workspace = try Workspace(options)

        let run = WorkspaceFixer().fix(workspace)
        let file = try #require(run.files.first)
        #expect(run.files.count == 1 && file.file.path.hasSuffix("/Events/EventDetailView.plist"))
        #expect(file.fixCount == 2)
        #expect(file.original == binary)
        let expected = mistaken.replacingOccurrences(of: "rowLable", with: "rowLabel")
        #expect(try PlistLoader().load(file.fixed).root == (try PlistLoader().load(Array(expected.utf8))).root)
        #expect(
            run.notes.map(\.message) == [
                "the fix-it 'CDLTableRowTypeBooleanSwitch' [unknown-row-type] is taken back: it brings a new error: "
                    + "'name' is a String: a BooleanSwitch row writes a Boolean NSNumber, which Core Data refuses for it [type-mismatch]"
            ])
        #expect(run.passes == 2)
        // In memory only: the workspace has the fixed text, the disk the file as it was.
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(binary))
        let left = run.reportsAfter.flatMap(\.diagnostics).map(\.code)
        #expect(!left.contains(.unknownKey) && left.contains(.unknownRowType))
        #expect(run.reportsBefore.flatMap(\.diagnostics).count { $0.code == .unknownKey } == 2)
    }
}
