import CDLGenTestSupport
import Foundation
import Testing

/// Files changing on disk while `cdlgen lsp` runs: a saved project file, a definition created, and the
/// watchers registered with a client that can watch files for the server.
@Suite struct LanguageServerFileChangeTests {
    static func project() throws -> (folder: TemporaryFolder, root: String) {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        return (folder, folder.path + "/Definitions")
    }

    static func codes(_ diagnostics: [[String: Any]]) -> [String] { diagnostics.compactMap { $0["code"] as? String } }

    @Test func aSavedProjectFileAndACreatedDefinitionAreCheckedAgain() throws {
        let (folder, root) = try Self.project()
        let list = root + "/Tasks/TaskListView.json", created = root + "/Tasks/TaskView.json", project = root + "/cdlgen.json"
        try String(contentsOfFile: list, encoding: .utf8).replacingOccurrences(of: "\"TaskDetailView\"", with: "\"TaskView\"")
            .write(toFile: list, atomically: true, encoding: .utf8)
        let server = try LanguageServerConnection()
        let watching: [String: Any] = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        try server.send(["id": 1, "method": "initialize", "params": ["rootUri": "file://" + folder.path, "capabilities": watching]])
        try server.send(["method": "initialized", "params": [:]])
        // The workspace's findings come as it loads, the list view's missing definition among them.
        let missing = try #require(server.wait(Self.publishesCodes(list) { $0 == ["missing-definition"] }))
        #expect(server.wait { $0["method"] as? String == "client/registerCapability" } != nil)

        // A definition by that name, created on disk: the list view's reference now resolves.
        try FileManager.default.copyItem(atPath: root + "/Tasks/TaskDetailView.json", toPath: created)
        try server.send(["method": "workspace/didChangeWatchedFiles", "params": ["changes": [["uri": "file://" + created, "type": 1]]]])
        let resolved = try #require(server.wait(from: missing.next, Self.publishesCodes(list) { $0.isEmpty }))

        // An open definition with a misspelt row type; then the project file turns the rule off, and is saved.
        let detail = root + "/Events/EventDetailView.plist"
        let text = try String(contentsOfFile: detail, encoding: .utf8).replacingOccurrences(
            of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch")
        try server.send([
            "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": "file://" + detail, "languageId": "plist", "version": 1, "text": text]],
        ])
        let broken = try #require(server.wait(from: resolved.next, Self.publishesCodes(detail) { $0 == ["unknown-row-type"] }))
        try String(contentsOfFile: project, encoding: .utf8).replacingOccurrences(
            of: "\"samples\"", with: "\"rules\": {\"unknown-row-type\": \"off\"},\n  \"samples\""
        )
        .write(toFile: project, atomically: true, encoding: .utf8)
        try server.send(["method": "textDocument/didSave", "params": ["textDocument": ["uri": "file://" + project]]])
        #expect(server.wait(from: broken.next, Self.publishesCodes(detail) { $0.isEmpty }) != nil)
        #expect(try server.close() == 0)
    }

    static func publishesCodes(_ path: String, _ codes: @escaping ([String]) -> Bool) -> ([String: Any]) -> Bool {
        LanguageServerConnection.publishes(path) { codes(Self.codes($0)) }
    }
}
