import AppSources
import Checks
import CoreDataModel
import Definitions
import Diagnostics
import Foundation
import Project
import SampleData

/// Runs the real validator on a rule's example: writes its files (and its model) to a fresh temporary
/// folder, checks the whole folder as the definitions folder, as `cdlgen validate` would, and returns the
/// example file's report. Diagnostics name files relative to the folder. A test's tool, above the validator:
/// the rule catalog it runs the examples of does not depend on validation (issue 39).
enum RuleExampleRunner {
    static let modelFolder = "Model.xcdatamodel"

    static func run(_ example: RuleExample, validator: DefinitionValidator = DefinitionValidator()) throws -> FileReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = example.otherFiles
        if let model = example.model ?? (example.isModel ? example.text : nil) { files[modelFolder + "/contents"] = model }
        if !example.isModel { files[example.fileName] = example.text }
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let prefix = folder.path + "/"
        if example.isProjectFile {
            var report = ProjectFileReader.read(prefix + example.fileName).report
            report.file.displayPath = example.fileName
            for index in report.diagnostics.indices { report.diagnostics[index].location.file = example.fileName }
            return report
        }
        var validator = validator
        if !example.sources.isEmpty {
            // Named as the example's files are (relative), so that notes read the same every run.
            validator.appClasses = AppClassIndex(sources: example.sources.map { ("AppSources/" + $0.key, $0.value) })
        }
        if example.model != nil || example.isModel {
            do {
                var model = try CoreDataModelReader.read(prefix + modelFolder)
                model.file = modelFolder + "/contents"  // Named as the example's files are: the same text every run.
                validator.modelChecker = ModelChecker(model: model)
                validator.modelChecker?.appClasses = validator.appClasses
            } catch {
                var report = error.report()
                report.diagnostics[0].location.file = example.fileName
                report.file.displayPath = example.fileName
                return report
            }
        }
        if example.isModel {
            let file = DefinitionFile(path: prefix + modelFolder + "/contents", displayPath: example.fileName)
            return FileReport(file: file, kind: .model, definition: nil, diagnostics: [])
        }
        let found = DefinitionFileFinder.find([folder.path])
        let definitions = found.files.map { DefinitionFile(path: $0.path, displayPath: String($0.path.dropFirst(prefix.count))) }
        var reports = validator.validate(definitions, catalog: DefinitionCatalog(roots: found.roots, files: definitions))
        if example.isSampleData {
            // As `cdlgen validate` checks the samples folder beside the definitions, named from the folder.
            let source = SampleDataSource(folder: prefix + RuleExample.samplesFolder)
            let samples = SampleData.load(entities: [], from: source, model: validator.modelChecker?.model)
            reports += samples.reports.map { report in
                var report = report
                report.file.displayPath = String(report.file.path.dropFirst(prefix.count))
                for index in report.diagnostics.indices { report.diagnostics[index].location.file = report.file.displayPath }
                return report
            }
            if !reports.contains(where: { $0.file.displayPath == example.fileName }) {
                let file = DefinitionFile(path: prefix + example.fileName, displayPath: example.fileName)
                return FileReport(file: file, kind: .sampleData, definition: nil, diagnostics: [])
            }
        }
        guard let report = reports.first(where: { $0.file.displayPath == example.fileName }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: example.fileName])
        }
        return report
    }
}
