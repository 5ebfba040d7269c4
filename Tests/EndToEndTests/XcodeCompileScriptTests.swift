import Foundation
import Testing

/// `docs/recipes/xcode-compile-definitions.sh`, run as Xcode runs a Run Script phase: `/bin/sh` with
/// `SRCROOT`, `TARGET_BUILD_DIR` and `UNLOCALIZED_RESOURCES_FOLDER_PATH` set, as for an iOS app.
@Suite struct XcodeCompileScriptTests {
    static let script = RecipeFolder.recipes.appendingPathComponent("xcode-compile-definitions.sh").path

    func runPhase(in app: RecipeFolder, path: String) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), [Self.script], in: app.url,
            environment: [
                "SRCROOT": app.path, "TARGET_BUILD_DIR": app.path + "/Build/Products/Debug-iphonesimulator",
                "UNLOCALIZED_RESOURCES_FOLDER_PATH": "App.app", "PATH": path, "HOME": app.path, "NO_COLOR": "1",
            ])
    }

    var pathWithCDLGen: String { CDLGenProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin" }

    func bundle(_ app: RecipeFolder) -> String { app.path + "/Build/Products/Debug-iphonesimulator/App.app" }

    @Test func theDefinitionsLandInTheAppBundle() throws {
        let app = try RecipeFolder()
        let result = try runPhase(in: app, path: pathWithCDLGen)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: bundle(app)).sorted()
        #expect(files.count == 9 && files.allSatisfy { $0.hasSuffix(".plist") })
        #expect(files.contains("TaskDetailView.plist"))  // A JSON definition, from a subfolder.
        let bytes = try Data(contentsOf: URL(fileURLWithPath: bundle(app) + "/TaskDetailView.plist"))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
    }

    @Test func aBrokenDefinitionFailsThePhaseAndNothingIsWritten() throws {
        let app = try RecipeFolder()
        try app.breakEventDetailView()
        let result = try runPhase(in: app, path: pathWithCDLGen)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(app.path + "/Definitions/" + RecipeFolder.brokenRowTypeDiagnostic), "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: bundle(app)))
    }

    @Test func withoutCDLGenThePhaseFails() throws {
        let app = try RecipeFolder()
        let result = try runPhase(in: app, path: "/usr/bin:/bin")
        #expect(result.status == 1)
        #expect(result.stdout == "error: cdlgen is not installed, so the definitions cannot be put into the app\n")
    }
}
