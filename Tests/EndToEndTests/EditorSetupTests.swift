import CDLGenTestSupport
import Foundation
import Testing

/// What can be checked of `editors/vscode` without VS Code or the npm registry: the manifest is JSON whose
/// parts point at files that exist, the schema VS Code is given is the one the packaging scripts copy in
/// from the repository, the extension reads the setting it contributes, and its JavaScript parses.
@Suite struct EditorSetupTests {
    let folder: VSCodeExtensionFolder

    init() throws {
        folder = try VSCodeExtensionFolder()
    }

    @Test func theManifestIsJSONAndItsMainFileExists() throws {
        let main = try #require(folder.manifest["main"] as? String, "package.json has no main")
        #expect(FileManager.default.fileExists(atPath: VSCodeExtensionFolder.resolve(main).path), "main is \(main)")
        #expect((folder.manifest["dependencies"] as? [String: String])?["vscode-languageclient"]?.hasPrefix("^9.") == true)
        #expect((folder.manifest["engines"] as? [String: String])?["vscode"] == "^1.82.0")
    }

    /// vsce packages what `vscode:prepublish` leaves in the folder, and F5 runs what `npm install`'s
    /// `prepare` left: both copy the repository's schema to where `jsonValidation` looks for it.
    @Test func theContributedSchemaIsTheCopyOfTheRepositorysSchema() throws {
        let copy = try #require(folder.schemaCopy, "no copyFileSync('…', '…') in the copy-schema script")
        #expect(folder.scripts["vscode:prepublish"] == "npm run copy-schema")
        #expect(folder.scripts["prepare"] == "npm run copy-schema")
        #expect(folder.jsonValidationURLs.map(VSCodeExtensionFolder.resolve) == [VSCodeExtensionFolder.resolve(copy.destination)])
        #expect(VSCodeExtensionFolder.resolve(copy.source) == DefinitionSchema.url.standardizedFileURL)
        #expect(FileManager.default.fileExists(atPath: VSCodeExtensionFolder.resolve(copy.source).path))

        // The copy is built, not kept: git ignores it, and vsce does not leave it out.
        let topFolder = String(copy.destination.split(separator: "/")[0])
        let gitignore = try String(contentsOf: VSCodeExtensionFolder.url.appendingPathComponent(".gitignore"), encoding: .utf8)
        #expect(gitignore.split(separator: "\n").contains { ["\(topFolder)/", "/\(topFolder)/"].contains(String($0)) })
        let vscodeignore = try String(contentsOf: VSCodeExtensionFolder.url.appendingPathComponent(".vscodeignore"), encoding: .utf8)
        #expect(!vscodeignore.split(separator: "\n").contains { $0.hasPrefix(topFolder) || $0.hasPrefix("/\(topFolder)") })
    }

    @Test func theExtensionReadsTheSettingItContributes() throws {
        let read = try folder.settingsReadByTheExtension()
        #expect(folder.settings.contains("cdlgen.path"))
        #expect(read.contains("cdlgen.path"))
        #expect(read.isSubset(of: folder.settings), "extension.js reads settings package.json does not contribute")
    }

    @Test(.requires(.node))
    func theExtensionParses() throws {
        let node = try RequiredTool.node.url()
        let run = try CDLGenProcess.run(
            executable: node, ["--check", "extension.js"], in: VSCodeExtensionFolder.url, environment: [:])
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// The copy script runs as npm runs it (`sh -c`, in the extension's folder), in a copy of the layout.
    @Test(.requires(.node))
    func theCopyScriptCopiesTheSchema() throws {
        try RequiredTool.node.path()  // what the script runs
        let script = try #require(folder.scripts["copy-schema"])
        let copy = try #require(folder.schemaCopy)
        let root = try TemporaryFolder()
        let extensionFolder = root.url.appendingPathComponent("editors/vscode")
        let schema = try Data(contentsOf: DefinitionSchema.url)
        try root.write("schemas/cdl-definition.schema.json", schema)
        try FileManager.default.createDirectory(at: extensionFolder, withIntermediateDirectories: true)
        let run = try CDLGenProcess.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: extensionFolder, environment: [:])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: extensionFolder.appendingPathComponent(copy.destination)) == schema)
    }
}
