import AppSources
import Checks
import CoreDataModel
import Definitions

/// `cdlgen export swiftui`: every definition that passes as a SwiftUI view that does what the CDL app
/// does, and does it without CDL's crashes (docs/EXPORT.md). Definitions with errors are left out, each
/// with its reason; warnings become comments in the code.
public struct SwiftUIExporter: Sendable {
    public var model: CoreDataModel
    public var appClasses: AppClassIndex?

    public init(model: CoreDataModel, appClasses: AppClassIndex? = nil) {
        self.model = model
        self.appClasses = appClasses
    }

    /// The files to write, by name, and the definitions left out. The same reports always give the same files.
    public func export(_ reports: [FileReport], includingModelClasses: Bool = false) -> (files: [ExportedFile], skipped: [ExportSkip]) {
        let facts = ClassFacts(model: model, appClasses: appClasses)
        var skipped: [ExportSkip] = []
        var exportable: [(report: FileReport, definition: Definition, entity: String)] = []
        for report in reports.sorted(by: { $0.file.displayPath < $1.file.displayPath }) {
            let file = report.file.displayPath
            guard let definition = report.definition else {
                skipped.append(ExportSkip(file: file, reason: .unreadable))
                continue
            }
            let entity = report.entity?.entity
            let errors = report.diagnostics.filter { error in
                error.severity == .error && !(entity.map { ExportFixes.fixes(error, in: definition, entity: $0, facts: facts) } ?? false)
            }
            if let first = errors.first {
                skipped.append(ExportSkip(file: file, reason: .errors(count: errors.count, first: "\(first.message) [\(first.code.rawValue)]")))
                continue
            }
            guard let entity else {
                skipped.append(ExportSkip(file: file, reason: .noEntity))
                continue
            }
            exportable.append((report, definition, entity))
        }

        // Every detail view first: list views and "Add New" rows open them.
        var detailViews: [String: ExportedDetailView] = [:]
        // The support file's and the model classes' names are taken.
        var typeNames: Set<String> = ["CDLExportSupport", "ModelClasses"]
        var kept: [(report: FileReport, definition: Definition, entity: String, typeName: String)] = []
        for item in exportable {
            let typeName = SwiftName.type(item.definition.name).filter { $0 != "`" }
            guard typeNames.insert(typeName).inserted else {
                skipped.append(ExportSkip(file: item.report.file.displayPath, reason: .sameName(typeName)))
                continue
            }
            if case .detailView = item.definition {
                guard let className = facts.className(of: item.entity) else {
                    skipped.append(ExportSkip(file: item.report.file.displayPath, reason: .noClass(item.entity)))
                    continue
                }
                detailViews[item.definition.name] = ExportedDetailView(typeName: typeName, className: className, entity: item.entity)
            }
            kept.append((item.report, item.definition, item.entity, typeName))
        }

        var files: [ExportedFile] = []
        var customRowClasses: [String] = []
        for item in kept {
            let source = item.report.file.displayPath
            // Warnings, and the errors the export fixes, become comments.
            let warnings = item.report.diagnostics.filter { $0.severity != .note }
            switch item.definition {
            case .detailView(let view):
                guard let exported = detailViews[view.name] else { continue }
                let writer = DetailViewWriter(facts: facts, detailViews: detailViews)
                let written = writer.write(view, as: exported, source: source, warnings: warnings)
                for className in written.customRowClasses where !customRowClasses.contains(className) { customRowClasses.append(className) }
                files.append(ExportedFile(name: item.typeName + ".swift", text: written.text))
            case .listView(let view):
                guard let detail = detailViews[view.detailViewDefinition.value] else {
                    skipped.append(ExportSkip(file: source, reason: .detailViewNotExported(view.detailViewDefinition.value)))
                    continue
                }
                let writer = ListViewWriter(facts: facts)
                switch writer.write(view, typeName: item.typeName, detail: detail, source: source, warnings: warnings.map(WarningPlacement.text)) {
                case .success(let text): files.append(ExportedFile(name: item.typeName + ".swift", text: text))
                case .failure(let reason): skipped.append(ExportSkip(file: source, reason: reason))
                }
            }
        }
        files.append(ExportedFile(name: SupportFileWriter.fileName, text: SupportFileWriter.write(customRowClasses: customRowClasses.sorted())))
        if includingModelClasses { files.append(ExportedFile(name: ModelClassesWriter.fileName, text: ModelClassesWriter.write(facts))) }
        return (files.sorted { $0.name < $1.name }, skipped)
    }
}
