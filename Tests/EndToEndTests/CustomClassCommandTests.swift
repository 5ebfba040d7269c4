import CDLGenTestSupport
import Foundation
import Testing

/// The project file's `sources`: the classes definitions name, checked against the app's Swift and
/// Objective-C code by `validate`, each finding at its place in the definition with the class's
/// declaration as a related location.
@Suite struct CustomClassCommandTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
        let project = folder.path + "/Definitions/cdlgen.json"
        try String(contentsOfFile: project, encoding: .utf8).replacingOccurrences(
            of: "\"samples\"", with: "\"sources\": \"../App\",\n  \"samples\""
        )
        .write(toFile: project, atomically: true, encoding: .utf8)
        // The folder is the repository, as an app's is: `../App` is inside the project.
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
    }

    func validate() throws -> [[String: Any]] {
        let result = try CDLGenProcess.run(["validate", "--format", "json"], in: folder.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        return report["diagnostics"] as? [[String: Any]] ?? []
    }

    /// What the sample app's definitions name (DeleteRowController twice) declared in Swift with its
    /// protocol and `@objc(Name)`: nothing to report.
    @Test func classesTheSourcesDeclareAsNeededPass() throws {
        try folder.write(
            "App/Rows/DeleteRowController.swift",
            """
            // The row that deletes the object: declared for Objective-C under its own name, as CDL looks it up.
            @objc(DeleteRowController)
            final class DeleteRowController: NSObject, CDLTableRowControllerProtocol {
                let title = "class NotAClass"
            }

            """)
        #expect(try validate().isEmpty)
    }

    @Test func aMisspeltMissingOrNonConformingClassIsFoundWhereItIsNamed() throws {
        try folder.write("App/DeleteRowController.swift", "final class DeleteRowController: NSObject, CDLTableRowControllerProtocol {}\n")
        try folder.write(
            "App/Sections.h", "/* @interface Commented : NSObject */\n@interface NotesSection : NSObject <UITableViewDelegate>\n@end\n")
        let detail = folder.path + "/Definitions/Tasks/TaskDetailView.json"
        try String(contentsOfFile: detail, encoding: .utf8)
            .replacingOccurrences(
                of: "\"sectionTitle\": \"Description\",",
                with: "\"sectionTitle\": \"Description\",\n    \"customSectionControllerClass\": \"NotesSection\","
            )
            .write(toFile: detail, atomically: true, encoding: .utf8)
        let found = try validate()
        func finding(_ file: String, _ code: String) -> [String: Any]? {
            found.first { ($0["file"] as? String)?.hasSuffix(file) == true && $0["code"] as? String == code }
        }
        // A Swift class named without its module and not declared @objc(Name): NSClassFromString misses it.
        let event = try #require(finding("Events/EventDetailView.plist", "unknown-class"), "\(found)")
        #expect(event["line"] as? Int == 49 && event["column"] as? Int == 32)
        #expect(
            (event["message"] as? String)?.hasPrefix(
                "'DeleteRowController' is a Swift class: NSClassFromString finds it as 'Module.DeleteRowController'") == true)
        let note = try #require((event["notes"] as? [[String: Any]])?.first)
        #expect(
            (note["file"] as? String)?.hasSuffix("App/DeleteRowController.swift") == true && note["line"] as? Int == 1
                && note["column"] as? Int == 13)
        // A section class that adopts another protocol, not CDL's.
        let section = try #require(finding("Tasks/TaskDetailView.json", "class-protocol"), "\(found)")
        #expect(section["line"] as? Int == 31)
        #expect((section["message"] as? String)?.contains("'NotesSection' does not adopt CDLTableSectionControllerProtocol") == true)
        #expect(((section["notes"] as? [[String: Any]])?.first?["file"] as? String)?.hasSuffix("App/Sections.h") == true)
        #expect(!found.contains { ($0["message"] as? String)?.contains("Commented") == true })
    }

    /// Previews start from the same set-up as `validate` (issue 28): a class finding is on the row it is
    /// about in `render` too, not only in `validate`.
    @Test func renderShowsAClassFindingOnItsRow() throws {
        try folder.write("App/DeleteRowController.swift", "final class DeleteRowController: NSObject, CDLTableRowControllerProtocol {}\n")
        let result = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist"], in: folder.url)
        #expect(result.stderr.contains("Definitions/Events/EventDetailView.plist:49:32: error: 'DeleteRowController' is a Swift class"))
        #expect(result.stderr.contains("[unknown-class]"))
        #expect(result.stdout.contains("│!                                Delete Event"), "\(result.stdout)")
    }

    /// Without `sources`, nothing is checked: no project knows its classes otherwise.
    @Test func withoutSourcesNoClassIsChecked() throws {
        let result = try CDLGenProcess.run(["validate", "--no-project", "Definitions"], in: folder.url)
        #expect(result.status == 0, "\(result.stdout)")
    }
}
