import CDLGenTestSupport
import Foundation
import Testing

/// What `cdlgen export swiftui` writes type-checks as an iOS app's code would, against the declarations-only
/// SwiftUI, CoreData and Combine of `Scripts/typecheck-swiftui` (docs/SWIFTUI-STUBS.md): the sample app, every
/// row type over every attribute type, make-corpus's project and CDL's own sample apps.
@Suite struct ExportTypeCheckTests {
    /// Exports `definitions` (with `model`, or the project file's) with the model's classes into a new
    /// folder of `folder`, and type-checks every file written, together.
    func exportAndTypeCheck(_ definitions: String, model: String? = nil, in folder: TemporaryFolder, expectExported: Bool = true)
        throws
    {
        let modelArguments = model.map { ["--no-project", "--model", $0] } ?? []
        let exported = try CDLGenProcess.run(
            ["export", "swiftui", definitions, "-o", "Exported", "--model-classes", "-q"] + modelArguments, in: folder.url)
        #expect(exported.status == 0 || !expectExported, "\(exported.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Exported").filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(files.count > 2)
        // Parsed alone first, as any Swift tool would read the files, with no module to lean on.
        let parsed = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-parse"] + files.map { "Exported/" + $0 }, in: folder.url,
            environment: [:])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let checked = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", CDLGenProcess.packageRoot.path + "/Scripts/typecheck-swiftui", "--warnings-as-errors"]
                + files.map { "Exported/" + $0 }, in: folder.url,
            environment: [:])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
    }

    @Test func theSampleAppsExportTypeChecks() throws {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        try exportAndTypeCheck("Definitions", in: folder)
    }

    /// Every row type over every attribute type: what is exported type-checks (what is left out is named
    /// in the row matrix's golden file).
    @Test func everyRowOfTheRowMatrixTypeChecks() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("Model.xcdatamodel/contents", ModelContents.contents(ExportRowMatrix.model))
        for (name, text) in ExportRowMatrix.definitions { _ = try folder.write("Definitions/\(name)", text) }
        try exportAndTypeCheck("Definitions", model: "Model.xcdatamodel", in: folder, expectExported: false)
    }

    /// A 200-file make-corpus project, every format: each definition exported, all of it type-checking.
    @Test(.requires(.makeCorpus)) func aTwoHundredFileCorpusExportTypeChecks() throws {
        let folder = try TemporaryFolder()
        let made = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: try RequiredTool.makeCorpus.path()),
            [folder.path + "/corpus", "--files", "200", "--format", "mixed"], in: folder.url, environment: [:])
        try #require(made.status == 0, "\(made.stderr)")
        try exportAndTypeCheck("corpus/Definitions", model: "corpus/Model.xcdatamodeld", in: folder)
    }

    /// CDL's four sample apps, with their models as written from their Xcode 3 facts (Fixtures/CDLSampleModels).
    @Test(.requires(.coreDataLibraryCheckout), arguments: ["AlphaEvents", "CoreDataSampleFor436", "GettingStarted", "ToManyEvents"])
    func coreDataLibrarysSampleAppsExportTypeChecks(app: String) throws {
        let samples = try RequiredTool.coreDataLibraryCheckout.url().appendingPathComponent("Samples/\(app)")
        let folder = try TemporaryFolder()
        let templates: Set = ["Info.plist", "DETAIL_VIEW_TEMPLATE.plist", "LIST_VIEW_TEMPLATE.plist", "MainViewDescription.plist"]
        for name in try FileManager.default.contentsOfDirectory(atPath: samples.path)
        where name.hasSuffix(".plist") && !templates.contains(name) && !name.hasSuffix("-Info.plist") {
            _ = try folder.write("Definitions/\(name)", try Data(contentsOf: samples.appendingPathComponent(name)))
        }
        let model = CDLGenProcess.packageRoot.path + "/Tests/EndToEndTests/Fixtures/CDLSampleModels/\(app).xcdatamodel"
        // CoreDataSampleFor436 has a list view with an error (an index flag that is not a Boolean): left out.
        try exportAndTypeCheck("Definitions", model: model, in: folder, expectExported: app != "CoreDataSampleFor436")
    }
}
