import CDLGenTestSupport
import Checks
import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader
import Scaffolding
import Testing

/// Whatever `init` makes, `validate` passes, against the model it was made from: every entity of the
/// sample app's model and of the benchmark corpus's, in every format `init` writes.
@Suite struct ScaffoldValidationTests {
    static let formats: [PlistFormat] = [.xml, .json, .openStep]

    func diagnostics(forEveryEntityOf model: CoreDataModel, as format: PlistFormat) throws -> [String: [Diagnostic]] {
        let folder = try TemporaryFolder()
        let scaffolder = DetailViewScaffolder(model: model)
        var files: [DefinitionFile] = []
        for entity in model.entities {
            let text = try PlistWriter.write(try scaffolder.scaffold(entityNamed: entity.name).propertyList, as: format).text
            let fileName = entity.name + "DetailView" + (format == .json ? ".json" : ".plist")
            files.append(DefinitionFile(path: try folder.write(fileName, text), displayPath: fileName))
        }
        var validator = DefinitionValidator()
        let entities = Dictionary(uniqueKeysWithValues: model.entities.map { ($0.name + "DetailView", $0.name) })
        validator.modelChecker = ModelChecker(model: model, namedEntities: entities)
        let reports = validator.validate(files, catalog: DefinitionCatalog(roots: [folder.path], files: files))
        #expect(reports.allSatisfy { $0.entity != nil })
        #expect(reports.count == model.entities.count)
        #expect(reports.allSatisfy { $0.readFailure == nil })
        return Dictionary(uniqueKeysWithValues: reports.map { ($0.file.displayPath, $0.diagnostics) })
    }

    @Test(arguments: formats)
    func everySampleAppScaffoldIsClean(format: PlistFormat) throws {
        let found = try diagnostics(forEveryEntityOf: ScaffoldModels.sampleApp(), as: format)
        #expect(found.count == 9)
        #expect(found.filter { !$0.value.isEmpty }.mapValues { $0.map(\.message) } == [:])
    }

    @Test(arguments: formats)
    func everyCorpusScaffoldIsClean(format: PlistFormat) throws {
        let found = try diagnostics(forEveryEntityOf: ScaffoldModels.corpus(), as: format)
        #expect(found.count == 40)
        #expect(found.filter { !$0.value.isEmpty }.mapValues { $0.map(\.message) } == [:])
    }

    @Test(arguments: formats)
    func everyKindsScaffoldIsClean(format: PlistFormat) throws {
        var model = try ModelContents.model(ScaffoldModels.kinds)
        // Blob and Sensor show nothing (Sensor has only a number).
        model = CoreDataModel(file: model.file, entities: model.entities.filter { !["Blob", "Sensor"].contains($0.name) })
        let found = try diagnostics(forEveryEntityOf: model, as: format)
        #expect(found.filter { !$0.value.isEmpty }.mapValues { $0.map(\.message) } == [:])
    }
}
