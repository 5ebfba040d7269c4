import AppSources
import CDLGenTestSupport
import Checks
import Foundation
import Project
import SwiftUIExport
import Testing

/// A project written in a temporary folder — a model and definitions — exported as `cdlgen export swiftui`
/// exports it: checked first, with the model's entities assigned by file name.
struct ExportFixture {
    let folder: TemporaryFolder

    init(model: String, definitions: [String: String]) throws {
        folder = try TemporaryFolder()
        _ = try folder.write("Model.xcdatamodel/contents", ModelContents.contents(model))
        for (name, text) in definitions { _ = try folder.write("Definitions/\(name)", text) }
    }

    /// `appClasses`: the app's classes, as the project file's `sources` would give them.
    func export(includingModelClasses: Bool = false, appClasses: AppClassIndex? = nil) throws -> (
        files: [ExportedFile], skipped: [ExportSkip]
    ) {
        var options = RunOptions()
        options.paths = [folder.path + "/Definitions"]
        options.model = folder.path + "/Model.xcdatamodel"
        options.ignoresProjectFile = true
        let setup = try RunSetup.load(options)
        let model = try #require(setup.modelChecker?.model)
        let reports = setup.validatedReports(keepingDefinitions: true).reports.filter { $0.kind == .definition }
        return SwiftUIExporter(model: model, appClasses: appClasses ?? setup.appClasses).export(
            reports, includingModelClasses: includingModelClasses)
    }
}
