import Foundation
import Testing

/// `docs/recipes/xcode-run-script.sh`, run as Xcode runs a Run Script phase (`/bin/sh` with `SRCROOT`
/// set), on a copy of the sample app: clean definitions pass, a broken one fails the build with a
/// diagnostic that names the file absolutely, and without cdlgen the build goes on with a warning.
@Suite struct XcodeRunScriptTests {
    static let script = RecipeFolder.recipes.appendingPathComponent("xcode-run-script.sh").path

    func runPhase(in app: RecipeFolder, path: String) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), [Self.script], in: app.url,
            environment: ["SRCROOT": app.path, "PATH": path, "HOME": app.path, "NO_COLOR": "1"])
    }

    var pathWithCDLGen: String {
        CDLGenProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
    }

    @Test func cleanDefinitionsPass() throws {
        let app = try RecipeFolder()
        let result = try runPhase(in: app, path: pathWithCDLGen)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 9 files: no problems\n")  // Xcode shows both streams in the build log.
    }

    @Test func aBrokenDefinitionFailsTheBuildWithAnIssueXcodeCanOpen() throws {
        let app = try RecipeFolder()
        try app.breakEventDetailView()
        let result = try runPhase(in: app, path: pathWithCDLGen)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(app.path + "/Definitions/" + RecipeFolder.brokenRowTypeDiagnostic), "\(result.stdout)")
    }

    @Test func theDefinitionsFolderIsASetting() throws {
        let app = try RecipeFolder()
        try FileManager.default.moveItem(
            at: app.url.appendingPathComponent("Definitions"), to: app.url.appendingPathComponent("App Definitions"))
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/bin/sh"), [Self.script], in: app.url,
            environment: [
                "SRCROOT": app.path, "CDLGEN_DEFINITIONS": "App Definitions", "PATH": pathWithCDLGen, "HOME": app.path, "NO_COLOR": "1",
            ])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "checked 9 files: no problems\n")  // Xcode shows both streams in the build log.
    }

    @Test func withoutCDLGenTheBuildGoesOnWithAWarning() throws {
        let app = try RecipeFolder()
        let result = try runPhase(in: app, path: "/usr/bin:/bin")
        #expect(result.status == 0)
        #expect(result.stdout == "warning: cdlgen is not installed, so the definitions were not checked\n")
    }
}
