import Basics
import Checks
import CoreDataStore
import Definitions
import PlistLoader
import Project
import SampleData
import SwiftUIExport

/// Everything previews of a run need, prepared once: the definitions validated (against the model,
/// which also finds each one's entity), the sample data, and the builder of tables.
public struct PreviewSession: Sendable {
    public var settings: RunSettings
    /// Definition reports in path order, then those of the project file, model and sample files.
    public var reports: [FileReport]
    public var catalog: DefinitionCatalog
    public var builder: PreviewBuilder
    /// Paths named that do not exist.
    public var missingPaths: [String]

    /// Prepares a preview of the definitions `options` names (the project file's, else `./Definitions`).
    public static func prepare(_ options: RunOptions, preview: PreviewOptions, limits: PlistLimits = .default) throws(RunSettingsError)
        -> PreviewSession
    {
        let settings = try RunSettings.resolve(options, limits: limits)
        return try prepare(settings, preview: preview, extraFile: nil, limits: limits)
    }

    /// Prepares the preview of one file: the project's other definitions are read too, since a list view
    /// or an "Add New" row elsewhere may be what names the file's entity.
    public static func prepare(file: String, _ options: RunOptions, preview: PreviewOptions, limits: PlistLimits = .default)
        throws(RunSettingsError) -> PreviewSession
    {
        var options = options
        if options.projectFile == nil && !options.ignoresProjectFile {
            options.projectFile = ProjectFileLocator.find(from: PathUtilities.directory(of: file))
            options.ignoresProjectFile = options.projectFile == nil
        }
        let settings = try RunSettings.resolve(options, limits: limits, needsDefinitions: false)
        return try prepare(settings, preview: preview, extraFile: file, limits: limits)
    }

    /// The report on `file`, if the session read it.
    public func report(for file: String) -> FileReport? {
        let wanted = PathUtilities.realPath(file)
        return reports.first { $0.kind == .definition && PathUtilities.realPath($0.file.path) == wanted }
    }

    /// Where the links of a page of `report` drawn on its own go: nowhere, but the definitions its
    /// references name are found, so that its add screens can be drawn.
    public func links(for report: FileReport) -> PreviewLinks {
        PreviewLinks(definition: { name in
            guard case .found(let path) = catalog.resolve(name, from: report.file.path) else { return nil }
            return self.report(for: path)
        })
    }

    private static func prepare(_ settings: RunSettings, preview: PreviewOptions, extraFile: String?, limits: PlistLimits)
        throws(RunSettingsError) -> PreviewSession
    {
        if let data = preview.data, !PathUtilities.exists(data) {
            throw RunSettingsError("--data: no such file or folder: \(data)")
        }
        let locale = try settings.previewLocale(preview.locale)
        let timeZone = try settings.previewTimeZone(preview.timeZone)
        // The sample data is read below, from where the preview is told, with the entities it needs.
        let setup = try RunSetup.load(settings, limits: limits, extraFile: extraFile, checksSamples: false)
        let settings = setup.settings
        let model = setup.modelChecker?.model
        // Part of a project is checked among all its definitions, and drawn alone: the others get no page.
        var reports =
            setup.validator.validate(setup.files, catalog: setup.catalog).filter { !setup.contextFiles.contains($0.file.path) }
            + setup.settingsReports
        settings.applyRules(to: &reports)
        if model == nil {
            reports.assignEntitiesWithoutModel(projectEntities: settings.projectFile?.entities ?? [:], catalog: setup.catalog)
        }

        let source =
            preview.data.map { PathUtilities.isDirectory($0) ? SampleDataSource(folder: $0) : SampleDataSource(file: $0) }
            ?? SampleDataSource(folder: settings.defaultSamplesFolder)
        let entities = entities(of: reports)
        var sampleData = SampleData.load(entities: entities, from: source, model: model, limits: limits)
        reports += sampleData.reports
        if let store = preview.store ?? settings.storePath {
            guard let storeModel = model else {
                throw RunSettingsError("--store needs the app's Core Data model (--model, or the project file's model)")
            }
            do throws(StoreError) {
                // Read again from the start when the app wrote the store meanwhile (CoreDataStoreReader.read).
                let unfilled = sampleData
                let diagnostics = try CoreDataStoreReader.read(path: store, model: storeModel) { reader throws(StoreError) in
                    sampleData = unfilled
                    try StoreObjects.fill(&sampleData, from: reader, model: storeModel, reports: reports, maxObjects: preview.maxObjects)
                    return reader.diagnostics
                }
                if !diagnostics.isEmpty {
                    reports.append(
                        FileReport(file: DefinitionFile(path: store), kind: .sampleData, definition: nil, diagnostics: diagnostics))
                }
            } catch {
                throw RunSettingsError.unusableFile("--store \(store): \(error.message)")
            }
        }
        if preview.usesFakeData, let model {
            sampleData.addFakeObjects(for: entities, in: model, count: PreviewBuilder.fakeObjectCount)
        }
        var context = PreviewContext(
            model: model, customRows: settings.projectFile?.customRows ?? [:], locale: locale, timeZone: timeZone)
        if preview.showsSwiftUIExport, let model {
            context.swiftUIRowCode = SwiftUIRowCode(exporter: SwiftUIExporter(model: model, appClasses: setup.appClasses), reports: reports)
        }
        return PreviewSession(
            settings: settings, reports: reports, catalog: setup.catalog,
            builder: PreviewBuilder(context: context, sampleData: sampleData), missingPaths: setup.missingPaths)
    }

    /// The entities the definitions show: detail views' inferred ones and list views' own.
    private static func entities(of reports: [FileReport]) -> Set<String> {
        var entities = Set(reports.compactMap { $0.entity?.entity })
        for report in reports {
            if case .listView(let view)? = report.definition { entities.insert(view.entityName.value) }
        }
        return entities
    }
}
