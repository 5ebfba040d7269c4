import CDLGenTestSupport
import Foundation
import Testing

/// `preview --watch` and `validate --watch`: a change is seen, what it affects is done again and said,
/// files deleted and made again and a burst of saves leave the site as a fresh run makes it, and Ctrl-C
/// ends the run cleanly.
@Suite struct WatchCommandTests {
    let folder: TemporaryFolder
    var root: String { folder.path + "/Definitions" }

    init() throws {
        folder = try TemporaryFolder.withRepositoryDefinitions()
    }

    func edit(_ name: String, _ change: (String) -> String) throws {
        let path = root + "/" + name
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    func page(_ name: String) -> String { (try? String(contentsOfFile: root + "/preview/" + name, encoding: .utf8)) ?? "" }

    @Test(arguments: [false, true]) func previewDrawsAgainWhatAChangeAffects(_ polling: Bool) throws {
        let watching = try WatchingProcess(["preview", "--watch"] + (polling ? ["--poll"] : []), in: folder.url)
        try #require(watching.wait { $0.stderr.contains("watching for changes") }, "\(watching.output)")
        // How soon is Scripts/benchmark's to hold (`--watch`); here, that it is drawn at all.
        try edit("Events/EventDetailView.plist") { $0.replacingOccurrences(of: "rowLabel = Public;", with: "rowLabel = Published;") }
        #expect(watching.wait { _ in page("Events/EventDetailView.html").contains("Published") })
        #expect(
            watching.wait {
                $0.stdout.contains("EventDetailView.plist changed: drew 5 of 14 pages; 9 definitions (0 errors, 0 warnings)\n")
            }, "\(watching.output)")
        #expect(watching.interrupt() == 0)
        // Its last words may still be in the pipe when the process has ended.
        #expect(watching.wait { $0.stderr.hasSuffix("stopped watching\n") }, "\(watching.output)")
    }

    /// Deleted and made again, then a hundred saves in a row: the site is what `preview` makes of the
    /// same files, page for page, and the deleted definition's page was gone while it was.
    @Test func deletionsAndBurstsLeaveTheSiteAsAFreshRunMakesIt() throws {
        let watching = try WatchingProcess(["preview", "--watch"], in: folder.url)
        try #require(watching.wait { $0.stderr.contains("watching for changes") })
        let step = root + "/Tasks/TaskStepDetailView.json", aside = folder.path + "/TaskStepDetailView.json"
        try FileManager.default.moveItem(atPath: step, toPath: aside)
        #expect(watching.wait { _ in !FileManager.default.fileExists(atPath: root + "/preview/Tasks/TaskStepDetailView.html") })
        #expect(watching.wait { $0.stdout.contains("8 definitions (1 error") })
        try FileManager.default.moveItem(atPath: aside, toPath: step)
        #expect(watching.wait { _ in FileManager.default.fileExists(atPath: root + "/preview/Tasks/TaskStepDetailView.html") })
        for save in 1...100 {
            try edit("Events/EventListView.plist") {
                $0.replacingOccurrences(
                    of: "controllerTitle = Events\\d*;", with: "controllerTitle = Events\(save);", options: .regularExpression)
            }
        }
        #expect(watching.wait { _ in page("Events/EventListView.html").contains("Events100") })
        Thread.sleep(forTimeInterval: 0.5)  // Any round still running ends.
        #expect(watching.interrupt() == 0)
        let fresh = try CDLGenProcess.run(["preview", "Definitions", "-o", "fresh"], in: folder.url)
        try #require(fresh.status == 0, "\(fresh.stderr)")
        let site = try FileManager.default.subpathsOfDirectory(atPath: root + "/preview").filter { $0.hasSuffix(".html") }.sorted()
        let freshSite = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/fresh").filter { $0.hasSuffix(".html") }
            .sorted()
        #expect(site == freshSite)
        for page in site {
            #expect(self.page(page) == (try String(contentsOfFile: folder.path + "/fresh/" + page, encoding: .utf8)), "\(page)")
        }
    }

    @Test func validatePrintsWhatAChangeFoundAndTheProjectsCount() throws {
        let watching = try WatchingProcess(["validate", "--watch"], in: folder.url)
        try #require(watching.wait { $0.stderr.contains("watching for changes") })
        #expect(watching.output.stderr.hasPrefix("checked 9 files: no problems\n"))
        try edit("Events/EventDetailView.plist") {
            $0.replacingOccurrences(of: "CDLTableRowTypeBooleanSwitch", with: "CDLTableRowTypeBoolSwitch")
        }
        // Both pipes: each is read on a thread of its own, so the summary on stderr may arrive first.
        #expect(
            watching.wait {
                $0.stderr.contains("EventDetailView.plist changed: 2 files checked again\nchecked 9 files: 1 error\n")
                    && $0.stdout.hasPrefix("Definitions/" + RecipeFolder.brokenRowTypeDiagnostic)
            },
            "\(watching.output)")
        #expect(watching.interrupt() == 0)
    }

    /// A deleted definition is said to be deleted, not changed (issue 38, item 12); the list that named it
    /// now names a definition that is missing.
    @Test func validateSaysADeletedFileWasDeleted() throws {
        let watching = try WatchingProcess(["validate", "--watch"], in: folder.url)
        try #require(watching.wait { $0.stderr.contains("watching for changes") })
        try FileManager.default.removeItem(atPath: root + "/Events/EventDetailView.plist")
        // The round's count comes whatever the round says; then what it said.
        try #require(watching.wait { $0.stderr.contains("checked 8 files: ") }, "\(watching.output)")
        #expect(watching.output.stderr.contains("EventDetailView.plist deleted: "), "\(watching.output)")
        #expect(!watching.output.stderr.contains("EventDetailView.plist changed"))
        #expect(watching.interrupt() == 0)
    }

    @Test func pollGoesWithWatch() throws {
        let result = try CDLGenProcess.run(["validate", "--poll"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--poll goes with --watch"))
    }
}
