import Checks
import CoreDataModel
import Definitions
import Foundation
import PlistLoader
import Previews
import Reporting
import SampleData

/// The whole of `cdlgen preview` for one file: load, decode, the reference and model checks, a preview
/// table filled with generated sample data, and both renderers. The input is written to a file in a
/// folder of its own (the validator reads files, as the command does), next to a second definition
/// that references can point at.
public final class FuzzPipeline: @unchecked Sendable {
    /// The one pipeline of the process: libFuzzer's callback is a C function and captures nothing.
    nonisolated(unsafe) public static var shared: FuzzPipeline?

    private let folder: String
    private let file: DefinitionFile
    private let catalog: DefinitionCatalog
    private let validator: DefinitionValidator
    private let modelChecker: ModelChecker
    private let builder: PreviewBuilder
    private let formatter = ValueFormatter(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!)

    /// `model` is a `.xcdatamodeld`; the repository's own sample model unless `CDLGEN_FUZZ_MODEL` names another.
    public init(model modelPath: String) {
        folder = NSTemporaryDirectory() + "cdlgen-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        file = DefinitionFile(path: folder + "/EventDetailView.plist", displayPath: "EventDetailView.plist")
        let other = DefinitionFile(path: folder + "/TaskDetailView.plist", displayPath: "TaskDetailView.plist")
        _ = FileManager.default.createFile(atPath: other.path, contents: Data("( { rowInformation = ( ); } )\n".utf8))
        catalog = DefinitionCatalog(roots: [folder], files: [file, other])
        validator = DefinitionValidator(limits: FuzzInput.limits)
        guard let model = try? CoreDataModelReader.read(modelPath) else { fatalError("cannot read the model at \(modelPath)") }
        modelChecker = ModelChecker(model: model, defaultEntity: "Event")
        var sampleData = SampleData()
        sampleData.addFakeObjects(for: Set(model.entities.map(\.name)), in: model, count: 2)
        builder = PreviewBuilder(context: PreviewContext(model: model), sampleData: sampleData)
    }

    public func run(_ bytes: [UInt8]) {
        guard FileManager.default.createFile(atPath: file.path, contents: Data(bytes)) else { fatalError("cannot write \(file.path)") }
        var reports = [validator.validate(file, catalog: catalog)]
        modelChecker.check(&reports, catalog: catalog)
        for report in reports {
            // Every reference names the file itself: add screens of add screens, as deep as a page draws them.
            let links = PreviewLinks(page: { "\($0)#\($1)" }, definition: { _ in report })
            let table = builder.table(for: report, objectIndex: 1, formatter: formatter, links: links)
            for mode in [PreviewMode.view, .edit] {
                _ = TextRenderer(width: 40, ascii: bytes.count % 2 == 0).render(table, mode: mode)
                _ = HTMLRenderer().render(table, initialMode: mode)
            }
            for screen in table.screens {
                _ = TextRenderer(width: 40, ascii: bytes.count % 2 == 0).render(screen)
            }
            _ = JSONReporter().render([report])
            _ = HumanReporter(palette: .plain).render([report])
        }
    }
}
