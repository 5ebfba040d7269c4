import CDLGenTestSupport
import Foundation
import Testing

/// What needs SwiftPM itself, in `NestedPackage` (a package that depends on this one by path, as an
/// app's package would): `swift package validate-definitions` runs cdlgen on the package's definitions
/// and fails the command on errors; the build-tool plugin compiles the app's definitions into its
/// resources; and `docs/cdlgen.1` is exactly what swift-argument-parser's generate-manual (the tool of
/// its `swift package plugin generate-manual`) writes for the cdlgen that is built.
///
/// The first run builds cdlgen again for the plugin (shared with the README's Swift blocks); later runs
/// reuse `.build-package-tests/build`.
@Suite(.serialized) struct PackagePluginTests {
    static var package: URL { NestedPackage.package }

    static func swift(_ arguments: [String]) throws -> CDLGenProcess.Result {
        try NestedPackage.swift(arguments)
    }

    static func validateDefinitions(_ arguments: [String] = []) throws -> CDLGenProcess.Result {
        // `swift package` takes its own options before the plugin's verb; the rest goes to the plugin.
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            [
                "swift", "package", "--package-path", package.path, "--scratch-path", NestedPackage.scratch.path, "--disable-sandbox",
                "validate-definitions",
            ] + arguments,
            in: package, environment: ["NO_COLOR": "1"], hangGuard: TestRun.buildHangGuardSeconds)
    }

    @Test func validateDefinitionsChecksThePackagesDefinitions() throws {
        try NestedPackage.withPackage { try checkValidateDefinitions() }
    }

    func checkValidateDefinitions() throws {
        let clean = try Self.validateDefinitions()
        try #require(clean.status == 0, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stdout == "checked 9 files: no problems\n")
        // The plugin builds cdlgen from scratch in CI (a fresh clone): its sources compile without a warning.
        let sources = CDLGenProcess.packageRoot.appendingPathComponent("Sources").path + "/"
        let warnings = clean.stderr.split(separator: "\n").filter { $0.hasPrefix(sources) && $0.contains(": warning: ") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")

        let file = Self.package.appendingPathComponent("Definitions/Events/EventDetailView.plist")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch").utf8).write(to: file)
        let broken = try Self.validateDefinitions()
        #expect(broken.status != 0)
        #expect(broken.stdout.hasPrefix("Definitions/" + RecipeFolder.brokenRowTypeDiagnostic), "\(broken.stdout)")
        #expect(broken.stderr.contains("exit code 1"), "\(broken.stderr)")

        // The plugin's arguments are cdlgen validate's.
        let json = try Self.validateDefinitions(["--format", "json", "Definitions/Events"])
        #expect(json.status != 0)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any], "\(json.stdout)\(json.stderr)")
        #expect(report["files"] as? Int == 2)
        #expect((report["summary"] as? [String: Int])?["errors"] == 1)
    }

    @Test func theManualPageIsWhatGenerateManualWrites() throws {
        try NestedPackage.withPackage { try checkTheManualPage() }
    }

    func checkTheManualPage() throws {
        let build = try Self.swift(["build", "--product", "generate-manual"])
        try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
        let binPath = try NestedPackage.binPath().path
        let page = try ManualPage()
        let date = try #require(page.date)
        let output = try TemporaryFolder()
        let generate = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: binPath).appendingPathComponent("generate-manual"),
            [CDLGenProcess.binary.path, "--date", date, "--output-directory", output.path], in: output.url, environment: [:])
        try #require(generate.status == 0, "\(generate.stderr)")
        let generated = try String(contentsOf: output.url.appendingPathComponent("cdlgen.1"), encoding: .utf8)
        #expect(generated == page.text, "docs/cdlgen.1 is out of date: regenerate it as README's \"Shell completions and the manual\" says")
    }

    /// The build-tool plugin: building the app compiles its definitions (JSON and OpenStep ones, from
    /// subfolders) into its resources, where NSArray and NSDictionary read them as CDL does; a failing
    /// definition fails the build with its diagnostic.
    @Test func compileDefinitionsPutsTheDefinitionsIntoTheBundle() throws {
        try NestedPackage.withPackage { try checkCompileDefinitions() }
    }

    func checkCompileDefinitions() throws {
        let build = try Self.swift(["build", "--product", "App"])
        try #require(build.status == 0, "\(build.stdout)\(build.stderr)")
        let binPath = try NestedPackage.binPath().path
        let run = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: binPath).appendingPathComponent("App"),
            ["EventDetailView", "TaskDetailView", "TaskListView", "WidgetListView"], in: Self.package, environment: [:])
        #expect(
            run.stdout == "EventDetailView: 3 sections\nTaskDetailView: 3 sections\nTaskListView: 7 keys\nWidgetListView: 9 keys\n",
            "\(run.stderr)")

        let file = Self.package.appendingPathComponent("Sources/App/Definitions/Events/EventDetailView.plist")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch").utf8).write(to: file)
        let broken = try Self.swift(["build", "--product", "App"])
        #expect(broken.status != 0)
        #expect(
            (broken.stdout + broken.stderr).contains("EventDetailView.plist:22:15: error: unknown row type 'CDLTableRowTypeBoolSwitch'"))
    }
}
