import CDLGenTestSupport
import Foundation
import Testing

/// A real LSP client: headless Neovim (Debian's 0.7.2, which `.ci/run` installs) opens a definition with
/// `cdlgen lsp` attached and gets its diagnostics, converted to its own byte columns (issue 24).
@Suite(.requires(.nvim)) struct NeovimLanguageServerTests {
    /// coreutils' timeout for Neovim: twice the hang guard its scripts wait with, so they report first.
    static let hangGuard = String(Int(TestRun.hangGuardSeconds) * 2)

    @Test func neovimShowsTheDiagnosticsOfAnOpenedDefinition() throws {
        let nvim = try RequiredTool.nvim.path()
        let folder = try TemporaryFolder()
        // The emoji takes 4 bytes, 2 UTF-16 units and 1 scalar: Neovim's byte column proves the conversion.
        let file = try folder.write(
            "PartyDetailView.plist",
            "( { rowInformation = (\n{ rowLabel = \"🎉\"; rowType = CDLTableRowTypeBoolSwitch; attributeKeyPath = fun; } ); } )\n")
        let out = folder.url.appendingPathComponent("diagnostics.json").path
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Editors/neovim_diagnostics.lua").path
        let quoted = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
        // Under coreutils' timeout, past the script's own waits: a client that never quits must fail the
        // test, not stop the run.
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/timeout"),
            [
                Self.hangGuard, nvim, "--headless", "--clean", "-u", "NONE", "-c",
                "lua arg = {\(quoted(CDLGenProcess.binary.path)), \(quoted(file)), \(quoted(out))}",
                "-c", "luafile \(script)",
            ], in: folder.url, environment: ["HOME": folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let facts = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        #expect(facts["received"] as? Bool == true)
        let diagnostics = try #require(facts["diagnostics"] as? [[String: Any]])
        let unknown = try #require(diagnostics.first { $0["code"] as? String == "unknown-row-type" })
        let line = "{ rowLabel = \"🎉\"; rowType = "
        #expect(unknown["line"] as? Int == 1)
        #expect(unknown["column"] as? Int == line.utf8.count)
        #expect((unknown["message"] as? String)?.contains("did you mean 'CDLTableRowTypeBooleanSwitch'?") == true)
    }

    /// Completion and go to definition from Neovim itself: positions made by Neovim (UTF-16 from its byte
    /// columns), items' edits applied as Neovim applies them, a jump that opens the referenced definition.
    @Test func neovimCompletesRowTypesAndKeyPathsAndJumpsToReferences() throws {
        let nvim = try RequiredTool.nvim.path()
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let list = folder.path + "/Definitions/Events/EventListView.plist",
            detail = folder.path + "/Definitions/Events/EventDetailView.plist"
        let out = folder.url.appendingPathComponent("facts.json").path
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Editors/neovim_features.lua").path
        let quoted = { (text: String) in "'" + text.replacingOccurrences(of: "'", with: "\\'") + "'" }
        let arguments = [CDLGenProcess.binary.path, list, detail, out].map(quoted).joined(separator: ", ")
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/timeout"),
            [Self.hangGuard, nvim, "--headless", "--clean", "-u", "NONE", "-c", "lua arg = {\(arguments)}", "-c", "luafile \(script)"],
            in: folder.url, environment: ["HOME": folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let facts = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any])
        #expect(facts["failures"] as? [String] == [])
        #expect((facts["row_types"] as? [String])?.count == 10)
        #expect(facts["row_type_line"] as? String == "\t\t\t\trowType = CDLTableRowTypeCustom;")
        #expect(facts["key_paths"] as? [String] == ["name"])
        #expect(facts["key_path_line"] as? String == "\t\t\t\tattributeKeyPath = \"type.name\";")
        #expect(facts["jumped"] as? Bool == true)
        #expect((facts["jumped_to"] as? String)?.hasSuffix("/Definitions/Events/EventDetailView.plist") == true)
    }
}
