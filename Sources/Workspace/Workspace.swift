import Basics
import Checks
import Definitions
import PlistLoader
import Project

/// A project as an editor sees it: its settings, model and definitions, the texts of the documents open in
/// the editor standing for their files, and every file's report kept up to date as they change.
///
/// Each definition is checked on its own once (the first pass, which is most of the work) and again only
/// when its text changes; the checks across files run again only over the definitions an edit is
/// connected to by references (`ReferenceGraph`) or a shared name. A change to the project file, the
/// model or the sample data loads everything again. Not thread-safe: one caller at a time.
public final class Workspace {
    public private(set) var setup: RunSetup
    private var options: RunOptions
    private var validator: DefinitionValidator
    /// The definitions of the project, by real path.
    private var files: [String: DefinitionFile] = [:]
    /// Texts an editor has open, by real path: they stand for the files on disk.
    private var openTexts: [String: [UInt8]] = [:]
    /// Each definition checked on its own (references resolved, the model's first pass), by real path.
    private var firstPass: [String: FirstPassReport] = [:]
    /// The reports as published: first pass and the checks across files, by real path.
    private var checked: [String: FileReport] = [:]
    private var graph = ReferenceGraph()
    /// The entity each definition last showed, by real path: kept while its text does not decode (as it
    /// often does not while it is typed), for completing its key paths.
    private var lastEntities: [String: String] = [:]
    /// Each path's ``key(of:)``, found once: a real path takes a system call for every folder of the path.
    private var realPaths: [String: String] = [:]

    /// Loads the project `options` describe (give absolute paths: reports name files as found).
    public convenience init(_ options: RunOptions, limits: PlistLimits = .default) throws(RunSettingsError) {
        self.init(setup: try Self.loadSetup(options, limits: limits), options: options)
    }

    /// The project of a setup loaded already, as `validate` loads it (a project file that does not parse
    /// stops it), with the `options` it was loaded with, for loading it again.
    public init(setup: RunSetup, options: RunOptions) {
        self.options = options
        self.setup = setup
        self.validator = setup.validator
        checkEverything()
    }

    /// Every report: the definitions' in path order, then the settings files'.
    public var reports: [FileReport] {
        var reports = setup.namedReports(setup.files.compactMap { file in checked[cachedKey(file.path)] }) + setup.settingsReports
        setup.settings.applyRules(to: &reports)
        return reports
    }

    /// The report of the file at `path`, as last checked (a definition, an open document, a settings file).
    public func report(at path: String) -> FileReport? {
        let key = cachedKey(path)
        guard let report = checked[key] ?? setup.settingsReports.first(where: { cachedKey($0.file.path) == key }) else {
            return nil
        }
        var one = [report]
        setup.settings.applyRules(to: &one)
        return one[0]
    }

    /// The entity the definition at `path` shows: as last checked, else as it was when it last decoded,
    /// else the one its own file gives it (the project file's `entities`, its name); nil without a model.
    public func entity(ofDefinitionAt path: String) -> String? {
        guard let checker = setup.modelChecker else { return nil }
        let key = cachedKey(path)
        return checked[key]?.entity?.entity ?? lastEntities[key]
            ?? checker.ownEntity(ofDefinitionNamed: DefinitionFile(path: path).name)?.entity
    }

    /// The definitions, by name (the file name without extension): what references may name.
    public var definitionNames: [String] { setup.files.map(\.name) }

    /// Whether the file is one of the project's definitions.
    public func isDefinition(_ path: String) -> Bool { files[cachedKey(path)] != nil }

    /// Whether a change to the file changes the settings every definition is checked with.
    public func isSettingsFile(_ path: String) -> Bool {
        let key = cachedKey(path)
        let settings = setup.settings
        // The settings reports name a project file that did not parse, which the settings then lack.
        let watched =
            [settings.projectFile?.path, settings.modelPath, settings.samplesPath ?? settings.defaultSamplesFolder].compactMap { $0 }
            + setup.settingsReports.map(\.file.path)
        return watched.contains { key == cachedKey($0) || PathUtilities.isInside(key, cachedKey($0)) }
    }

    // MARK: - Changes

    /// The text an editor has for a file, or nil when it closes it (the file on disk counts again). The
    /// project file's text is the settings' from then on: the project loads again with it, saved or not.
    /// Another file that is not one of the project's definitions is not checked as one, as `validate`
    /// would not check it (sample data, an app's other JSON): the update holds its settings report, if it
    /// has one, as last loaded.
    public func setText(_ text: [UInt8]?, at path: String) -> WorkspaceUpdate {
        let key = cachedKey(path)
        if isProjectFile(key) {
            // The disk's own bytes are no change: opening the file loads nothing again.
            let unsaved = text == (try? FileBytes.read(key, maxSize: setup.limits.maxFileSize)) ? nil : text
            guard unsaved != options.projectFileText else { return WorkspaceUpdate(reports: settingsReports(at: key)) }
            options.projectFileText = unsaved
            return reload()
        }
        var found = WorkspaceUpdate()
        if files[key] == nil, PathUtilities.isRegularFile(key), setup.catalog.roots.contains(where: { PathUtilities.isInside(key, $0) }) {
            found = filesChanged([path])  // A file made since the folders were searched (saved from a new buffer).
        }
        guard let file = files[key] else { return WorkspaceUpdate(reports: settingsReports(at: key)) }
        openTexts[key] = text
        var update = recheck([file])
        let rechecked = Set(update.reports.map(\.file.path))
        update.reports += found.reports.filter { !rechecked.contains($0.file.path) }
        update.removedPaths = found.removedPaths
        return update
    }

    /// Files created, changed or deleted on disk. A settings file loads the project again; a definition's
    /// change checks it again (unless an editor has it open: its text counts); a definition created or
    /// deleted changes what names resolve to, so the definitions naming it are checked again too.
    public func filesChanged(_ paths: [String]) -> WorkspaceUpdate {
        if paths.contains(where: isSettingsFile) { return reload() }
        let before = Set(files.keys)
        let (found, contextFiles) = setup.settings.findDefinitions()
        let foundKeys = Set(found.files.map { cachedKey($0.path) })
        let created = foundKeys.subtracting(before)
        let deleted = before.subtracting(foundKeys)
        var update = WorkspaceUpdate()
        if !created.isEmpty || !deleted.isEmpty {
            setup.files = found.files
            setup.contextFiles = contextFiles
            setup.missingPaths = found.missing
            setup.catalog = DefinitionCatalog(roots: found.roots, files: found.files)
            files = Dictionary(found.files.map { (cachedKey($0.path), $0) }) { first, _ in first }
            for key in deleted {
                graph.setReferences(of: key, to: [])
                firstPass[key] = nil
                if let gone = checked.removeValue(forKey: key) { update.removedPaths.append(gone.file.path) }
            }
        }
        let renamed = Set(created.union(deleted).map { DefinitionFile(path: $0).name })
        var again = Set(paths.map(cachedKey).filter { files[$0] != nil && openTexts[$0] == nil }).union(created)
        if !renamed.isEmpty {
            // A name that now resolves elsewhere, or no longer at all: every definition naming it (also with
            // a folder or an extension, whose fix-it is the bare name if it resolves).
            func names(_ reference: DefinitionReference) -> Bool {
                renamed.contains(reference.name.value) || renamed.contains(DefinitionFile(path: reference.name.value).name)
            }
            again.formUnion(firstPass.filter { _, pass in pass.report.definition?.references.contains(where: names) ?? false }.keys)
        }
        let neighbours = deleted.reduce(into: Set<String>()) { $0.formUnion(graph.neighbours(of: $1)) }.filter { files[$0] != nil }
        let rechecked = recheck(again.compactMap { files[$0] }, alsoAcrossFiles: neighbours)
        update.reports += rechecked.reports
        return update
    }

    /// The settings reports of the file at `key`, the project's rules applied.
    private func settingsReports(at key: String) -> [FileReport] {
        var reports = setup.settingsReports.filter { cachedKey($0.file.path) == key }
        setup.settings.applyRules(to: &reports)
        return reports
    }

    /// Whether the file at `key` is the project file: the one the options name, the one the settings were
    /// read from, or one that did not parse.
    private func isProjectFile(_ key: String) -> Bool {
        let paths =
            [options.projectFile, setup.settings.projectFile?.path].compactMap { $0 }
            + setup.settingsReports.filter { $0.kind == .projectFile }.map(\.file.path)
        return paths.contains { cachedKey($0) == key }
    }

    /// Loads the settings, the model and the definitions again, and checks everything.
    public func reload() -> WorkspaceUpdate {
        let before = Set(checked.values.map(\.file.path)).union(setup.settingsReports.map(\.file.path))
        // Settings that no longer load at all (which only options a caller names can make) keep the last good ones.
        if let loaded = try? Self.loadSetup(options, limits: setup.limits) { setup = loaded }
        validator = setup.validator
        checkEverything()
        let all = reports
        return WorkspaceUpdate(reports: all, removedPaths: before.subtracting(all.map(\.file.path)).sorted())
    }

    // MARK: - Checking

    private func checkEverything() {
        let definitionPaths = setup.files.map(\.path)
        let keys = ConcurrentMap.map(definitionPaths.count) { Self.key(of: definitionPaths[$0]) }
        realPaths.merge(zip(definitionPaths, keys)) { _, new in new }
        files = Dictionary(zip(keys, setup.files)) { first, _ in first }
        firstPass = [:]
        checked = [:]
        graph = ReferenceGraph()
        let texts = openTexts
        let validator = validator
        let (catalog, definitionFiles) = (setup.catalog, setup.files)
        let passes = ConcurrentMap.map(definitionFiles.count) {
            validator.firstPass(of: definitionFiles[$0], contents: texts[keys[$0]], catalog: catalog)
        }
        for (key, pass) in zip(keys, passes) {
            firstPass[key] = pass
            graph.setReferences(of: key, to: Set(pass.referencedPaths))
        }
        for (key, report) in zip(keys, validator.checkAcrossFiles(passes, catalog: catalog)) { keep(report, at: key) }
    }

    /// Checks `changed` on their own again, then the checks across files over every definition they are
    /// connected to, before or after the change (and over `alsoAcrossFiles`).
    private func recheck(_ changed: [DefinitionFile], alsoAcrossFiles: Set<String> = []) -> WorkspaceUpdate {
        var seeds = alsoAcrossFiles
        for file in changed {
            let key = cachedKey(file.path)
            seeds.insert(key)
            seeds.formUnion(graph.neighbours(of: key))
            let pass = validator.firstPass(of: file, contents: openTexts[key], catalog: setup.catalog)
            firstPass[key] = pass
            graph.setReferences(of: key, to: Set(pass.referencedPaths))
        }
        let component = graph.component(of: seeds.filter { files[$0] != nil }) { [files, setup] key in
            guard let name = files[key]?.name, let sharing = setup.catalog.filesSharingNames[name] else { return [] }
            return sharing.map { cachedKey($0.path) }
        }
        let keys = component.filter { firstPass[$0] != nil }.sorted()
        var reports = validator.checkAcrossFiles(keys.map { firstPass[$0]! }, catalog: setup.catalog)
        for (key, report) in zip(keys, reports) { keep(report, at: key) }
        setup.settings.applyRules(to: &reports)
        return WorkspaceUpdate(reports: setup.namedReports(reports))
    }

    private func keep(_ report: FileReport, at key: String) {
        checked[key] = report
        if let entity = report.entity?.entity { lastEntities[key] = entity }
    }

    /// The settings `options` give; with a project file that does not parse, cdlgen's defaults for the
    /// folders it would have named, and the project file's `syntax-error` among the settings reports — an
    /// editor shows it, and the definitions are still checked.
    private static func loadSetup(_ options: RunOptions, limits: PlistLimits) throws(RunSettingsError) -> RunSetup {
        do {
            return try RunSetup.load(options, limits: limits)
        } catch {
            guard let broken = error.brokenProjectFile else { throw error }
            var fallback = options
            fallback.ignoresProjectFile = true
            if fallback.paths.isEmpty {
                let folder = PathUtilities.directory(of: broken.file.path)
                let definitions = PathUtilities.join(folder, "Definitions")
                fallback.paths = [PathUtilities.isDirectory(definitions) ? definitions : folder]
            }
            var setup = try RunSetup.load(fallback, limits: limits)
            setup.settingsReports.append(broken)
            return setup
        }
    }

    private func cachedKey(_ path: String) -> String {
        if let known = realPaths[path] { return known }
        let key = Self.key(of: path)
        realPaths[path] = key
        return key
    }

    /// Files are known by their real path, so that a path through a link finds the same file.
    public static func key(of path: String) -> String {
        PathUtilities.realPath(path) ?? PathUtilities.normalized(PathUtilities.absolute(path))
    }
}
