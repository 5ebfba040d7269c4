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
        let plan = ExportPlan(reports, facts: ClassFacts(model: model, appClasses: appClasses))
        let (facts, kept, detailViews) = (plan.facts, plan.kept, plan.detailViews)
        var skipped = plan.skipped
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
