import CDLGenTestSupport
import Foundation
import Testing

/// `init --app`: the definitions of an app made from a model — list views, detail views, "Add New" views,
/// related entities' views — that validate clean against the model and preview with every value filled.
@Suite struct InitAppTests {
    static let model = CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path

    /// Placeholders in a site's pages other than the date picker of a new object, which shows "now"
    /// until a date is chosen (the app does the same).
    static func placeholders(in site: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: site).filter { $0.hasSuffix(".html") }.flatMap { page in
            try String(contentsOfFile: site + "/" + page, encoding: .utf8).components(separatedBy: " placeholder\">").dropFirst()
                .map { $0.prefix { $0 != "<" } }.filter { $0 != "now" }.map { "\(page): \($0)" }
        }
    }

    /// The sample app's model, three entities, a layout for the first: the golden set, byte for byte.
    @Test func theSampleModelsAppMatchesItsGoldenSetAndValidatesClean() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(
            [
                "init", "--app", "--model", Self.model, "--entity", "Task", "--entity", "Widget", "--entity", "Event",
                "--layout", "Task:(name,dueDate);Status:(completed)", "-o", "App",
            ], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "wrote 12 definitions into App\n")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App").sorted()
        #expect(
            files == [
                "EventDetailView.plist", "EventListView.plist", "EventTypeDetailView.plist", "TaskCategoryDetailView.plist",
                "TaskDetailView.plist",
                "TaskListView.plist", "TaskStepAddView.plist", "TaskStepDetailView.plist", "WidgetDetailView.plist", "WidgetListView.plist",
                "WidgetManufacturingStepDetailView.plist", "WidgetTypeDetailView.plist",
            ])
        for file in files {
            try snapshots.assertMatches(
                try String(contentsOfFile: folder.path + "/App/" + file, encoding: .utf8), named: "init-app/" + file)
        }
        let validated = try CDLGenProcess.run(["validate", "--no-project", "App", "--model", Self.model], in: folder.url)
        #expect(validated.status == 0 && validated.stdout.isEmpty, "\(validated.stdout)")
        let preview = try CDLGenProcess.run(
            ["preview", "--no-project", "App", "--model", Self.model, "--fake-data", "-o", "site"], in: folder.url)
        #expect(preview.stdout.hasSuffix("(0 errors, 0 warnings)\n"), "\(preview.stdout)\(preview.stderr)")
        #expect(try Self.placeholders(in: folder.path + "/site") == [])
    }

    /// make-corpus's model (every kind of entity and relationship it makes): every entity's app.
    @Test(.requires(.makeCorpus)) func everyEntityOfTheCorpusModelValidatesCleanAndPreviewsFilled() throws {
        let makeCorpus = try RequiredTool.makeCorpus.path()
        let folder = try TemporaryFolder()
        let made = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: makeCorpus), [folder.path + "/corpus", "--files", "4", "--format", "xml"], in: folder.url,
            environment: [:])
        try #require(made.status == 0, "\(made.stderr)")
        let model = folder.path + "/corpus/Model.xcdatamodeld"
        let contents = try FileManager.default.subpathsOfDirectory(atPath: model).first { $0.hasSuffix("contents") }.map {
            model + "/" + $0
        }
        let text = try String(contentsOfFile: try #require(contents), encoding: .utf8)
        let entities = text.components(separatedBy: "<entity name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(entities.count > 10)
        let result = try CDLGenProcess.run(
            ["init", "--app", "--model", model, "-o", "App"] + entities.flatMap { ["--entity", $0] }, in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let validated = try CDLGenProcess.run(["validate", "--no-project", "App", "--model", model], in: folder.url)
        #expect(validated.status == 0 && validated.stdout.isEmpty, "\(validated.stdout)")
        let preview = try CDLGenProcess.run(
            ["preview", "--no-project", "App", "--model", model, "--fake-data", "-o", "site"], in: folder.url)
        #expect(preview.stdout.hasSuffix("(0 errors, 0 warnings)\n"), "\(preview.stdout)")
        #expect(try Self.placeholders(in: folder.path + "/site") == [])
    }

    @Test func badLayoutsAndArgumentsAreRefused() throws {
        let folder = try TemporaryFolder()
        func run(_ arguments: [String]) throws -> CDLGenProcess.Result {
            try CDLGenProcess.run(["init", "--model", Self.model] + arguments, in: folder.url)
        }
        #expect(
            try run(["--app", "--entity", "Task", "-o", "App", "--layout", "Task(name)"]).stderr.contains(
                "--layout: 'Task(name)' is not 'Title:(property,…)'"))
        #expect(try run(["--entity", "Task", "--layout", "Task:(name)"]).status == 2)
        #expect(try run(["--entity", "Task", "--entity", "Event"]).stderr.contains("one --entity, or several with --app"))
        #expect(try run(["--app", "--entity", "Task"]).stderr.contains("name a folder with -o"))
        let unknown = try run(["--app", "--entity", "Task", "-o", "App", "--layout", "Task:(name,colour)"])
        #expect(unknown.status == 0 && unknown.stderr.contains("the layout names 'colour', which the detail view of Task has no row for"))
        let again = try run(["--app", "--entity", "Task", "-o", "App"])
        #expect(again.status == 2 && again.stderr.contains("exists (--force replaces it); nothing written"))
        #expect(try run(["--app", "--entity", "Task", "-o", "App", "--force"]).status == 0)
    }

    @Test(arguments: ["openstep", "json"]) func everyTextFormatValidatesClean(_ format: String) throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(
            ["init", "--app", "--model", Self.model, "--entity", "Task", "--entity", "Widget", "--to", format, "-o", "App"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App")
        #expect(names.count == 9 && names.allSatisfy { $0.hasSuffix(format == "json" ? ".json" : ".plist") })
        let validated = try CDLGenProcess.run(["validate", "--no-project", "App", "--model", Self.model], in: folder.url)
        #expect(validated.status == 0 && validated.stdout.isEmpty, "\(validated.stdout)")
    }
}
