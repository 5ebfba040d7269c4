import AppSources
import PlistLoader

/// Checks definition files: loads each one, decodes it, checks its references. Files are independent,
/// so they are checked in parallel, one per core; one bad file never stops the others.
public struct DefinitionValidator: Sendable {
    /// With `loader.defersLineColumns`, diagnostics still get lines and columns (from the file's text
    /// while it is loaded, or read again for the model's findings); kept definitions hold text offsets.
    public var loader: PlistLoader
    public var decoder: DefinitionDecoder
    /// Whether reports keep the decoded definitions. A run that only reports diagnostics turns this off,
    /// so each definition is freed on the thread that made it rather than all at the end.
    public var keepsDefinitions = true
    /// Checks against a Core Data model: each definition in the first pass, as it is decoded, then what
    /// the other definitions change (``ModelChecker``); nil when no model was given.
    public var modelChecker: ModelChecker?
    /// The classes of the app's sources (the project file's `sources`), for the classes definitions name;
    /// nil when there are none to check against.
    public var appClasses: AppClassIndex?

    public init(limits: PlistLimits = .default, customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()) {
        self.loader = PlistLoader(limits: limits)
        self.decoder = DefinitionDecoder(customRows: customRows)
    }

    /// Reports in the order of `files`.
    public func validate(_ files: [DefinitionFile], catalog: DefinitionCatalog) -> [FileReport] {
        var reports = ConcurrentMap.map(files.count) { validate(files[$0], catalog: catalog) }
        checkAcrossFiles(&reports, catalog: catalog)
        return reports
    }

    /// The checks that need other files (duplicate names, what a reference leads to, and with a model the
    /// entities list views and "Add New" rows give, the add views): on reports of ``validate(_:contents:catalog:)``.
    /// `reports` may be part of a run — a language server's, checking again what an edit affects — when it
    /// holds every file the others refer to or are referred to by, and every file sharing a name with one.
    public func checkAcrossFiles(_ reports: inout [FileReport], catalog: DefinitionCatalog) {
        reports.addLateFindings(DefinitionLinkChecker(catalog: catalog).check(reports))
        modelChecker?.check(&reports, catalog: catalog) { decodeAgain($0) }
    }

    /// One file on its own: with the model checks its own file allows (the model phase may add more, and
    /// sets the report's entity).
    public func validate(_ file: DefinitionFile, catalog: DefinitionCatalog) -> FileReport {
        validate(file, contents: nil, catalog: catalog)
    }

    /// One file as `contents` has it rather than its file on disk: a document an editor has open.
    public func validate(_ file: DefinitionFile, contents: [UInt8]?, catalog: DefinitionCatalog) -> FileReport {
        let document: PlistTapeDocument
        do {
            if let contents {
                document = try loader.loadTape(contents, pathExtension: PlistLoader.pathExtension(of: file.path))
            } else {
                document = try loader.loadTape(contentsOf: file.path)
            }
        } catch {
            return FileReport(file: file, loadError: error)
        }
        var (definition, diagnostics) = decoder.decode(document, file: file.displayPath, name: file.name)
        var modelCheck: FirstPassModelCheck?
        var links: DefinitionLinks?
        if let definition {
            let (problems, found) = checkReferences(of: definition, in: file, catalog: catalog)
            diagnostics += problems
            if let appClasses { diagnostics += CustomClassChecker(classes: appClasses, file: file.displayPath).check(definition) }
            links = DefinitionLinks(isListView: definition.isListView, position: definition.position, references: found)
            modelCheck = modelChecker?.firstPass(definition, file: file) {
                FinishedFindings($0, in: file.displayPath, text: document.sourceText)
            }
        }
        var report = FileReport(
            file: file, definition: keepsDefinitions ? definition : nil,
            findings: FinishedFindings(diagnostics, in: file.displayPath, text: document.sourceText))
        report.modelCheck = modelCheck
        report.links = links
        return report
    }

    /// A file read and decoded again, for the model phase's second look: its definition, or, when the file
    /// changed since the first pass and no longer decodes, the diagnostics (or I/O failure) that say why.
    func decodeAgain(_ file: DefinitionFile) -> FileReport {
        let document: PlistTapeDocument
        do {
            document = try loader.loadTape(contentsOf: file.path)
        } catch {
            return FileReport(file: file, loadError: error)
        }
        let (definition, diagnostics) = decoder.decode(document, file: file.displayPath, name: file.name)
        return FileReport(file: file, definition: definition, diagnostics: diagnostics)
    }

    /// What is wrong with the definition's references, and those found, with the real paths they lead to.
    private func checkReferences(
        of definition: Definition, in file: DefinitionFile, catalog: DefinitionCatalog
    ) -> (problems: [Diagnostic], found: [(reference: DefinitionReference, path: String)]) {
        var problems: [Diagnostic] = []
        var found: [(reference: DefinitionReference, path: String)] = []
        for reference in definition.references {
            let name = reference.name.value
            let at = SourceLocation(file: file.displayPath, position: reference.name.position)
            switch catalog.resolve(name, from: file.path) {
            case .found(let path): found.append((reference, path))
            case .escapes: problems.append(.pathEscape(name, key: reference.key, at: at))
            case .hasExtension(let bare): problems.append(.referenceWithExtension(name, key: reference.key, bareName: bare, at: at))
            case .missing(let suggestion): problems.append(.missingDefinition(name, key: reference.key, suggestion: suggestion, at: at))
            }
        }
        return (problems, found)
    }
}
