import AppSources
import Basics
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
                skipped.append(
                    ExportSkip(file: file, reason: .errors(count: errors.count, first: "\(first.message) [\(first.code.rawValue)]")))
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

        // Each view is written on its own (on every core: a project's views are independent), then gathered in order.
        let written = ConcurrentMap.map(kept.count) { [kept, detailViews, facts] index in
            Self.write(kept[index].report, kept[index].definition, typeName: kept[index].typeName, facts: facts, detailViews: detailViews)
        }
        var files: [ExportedFile] = []
        var customRowClasses: [String] = []
        for outcome in written {
            switch outcome {
            case .written(let file, let classes):
                files.append(file)
                for className in classes where !customRowClasses.contains(className) { customRowClasses.append(className) }
            case .skipped(let skip): skipped.append(skip)
            case .none: break
            }
        }
        files.append(
            ExportedFile(name: SupportFileWriter.fileName, text: SupportFileWriter.write(customRowClasses: customRowClasses.sorted())))
        if includingModelClasses { files.append(ExportedFile(name: ModelClassesWriter.fileName, text: ModelClassesWriter.write(facts))) }
        return (files.sorted { $0.name < $1.name }, skipped.sorted { $0.file < $1.file })
    }

    /// What writing one definition gave.
    private enum Outcome: Sendable {
        case written(ExportedFile, customRowClasses: [String])
        case skipped(ExportSkip)
        case none
    }

    private static func write(
        _ report: FileReport, _ definition: Definition, typeName: String, facts: ClassFacts, detailViews: [String: ExportedDetailView]
    ) -> Outcome {
        let source = report.file.displayPath
        // Warnings, and the errors the export fixes, become comments.
        let warnings = report.diagnostics.filter { $0.severity != .note }
        switch definition {
        case .detailView(let view):
            guard let exported = detailViews[view.name] else { return .none }
            let written = DetailViewWriter(facts: facts, detailViews: detailViews).write(
                view, as: exported, source: source, warnings: warnings)
            return .written(ExportedFile(name: typeName + ".swift", text: written.text), customRowClasses: written.customRowClasses)
        case .listView(let view):
            guard let detail = detailViews[view.detailViewDefinition.value] else {
                return .skipped(ExportSkip(file: source, reason: .detailViewNotExported(view.detailViewDefinition.value)))
            }
            let writer = ListViewWriter(facts: facts)
            switch writer.write(view, typeName: typeName, detail: detail, source: source, warnings: warnings.map(WarningPlacement.text)) {
            case .success(let text): return .written(ExportedFile(name: typeName + ".swift", text: text), customRowClasses: [])
            case .failure(let reason): return .skipped(ExportSkip(file: source, reason: reason))
            }
        }
    }
}
