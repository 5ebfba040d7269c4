import AppSources
import Basics
import Definitions
import Diagnostics
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
        checkAcrossFiles(ConcurrentMap.map(files.count) { firstPass(of: files[$0], catalog: catalog) }, catalog: catalog)
    }

    /// One file on its own, as a run of one file.
    public func validate(_ file: DefinitionFile, catalog: DefinitionCatalog) -> FileReport {
        validate([file], catalog: catalog)[0]
    }

    /// The checks that need other files (duplicate names, what a reference leads to, and with a model the
    /// entities list views and "Add New" rows give, the add views) on first passes, which become the
    /// reports. `firstPasses` may be part of a run — a language server's, checking again what an edit
    /// affects — when it holds every file the others refer to or are referred to by, and every file
    /// sharing a name with one.
    public func checkAcrossFiles(_ firstPasses: [FirstPassReport], catalog: DefinitionCatalog) -> [FileReport] {
        checkAcrossFiles(firstPasses, catalog: catalog) { decodeAgain($0) }
    }

    /// ``checkAcrossFiles(_:catalog:)`` with the model phase's second look reading files with `decodeAgain`.
    func checkAcrossFiles(
        _ firstPasses: [FirstPassReport], catalog: DefinitionCatalog, decodeAgain: @Sendable (DefinitionFile) -> DecodedAgain
    ) -> [FileReport] {
        let linkFindings = DefinitionLinkChecker(catalog: catalog).check(firstPasses)
        let outcome = modelChecker?.modelPhase(
            firstPasses.map { ModelCheckedFile(file: $0.file, definition: $0.report.definition, firstPass: $0.modelCheck) },
            catalog: catalog, decodeAgain: decodeAgain)
        let guessFindings = ReferenceGuessChecker(catalog: catalog, model: modelChecker?.model, entities: outcome?.entities)
            .check(firstPasses)
        var reports = firstPasses.map(\.report)
        reports.addLateFindings(linkFindings.merging(guessFindings) { $0 + $1 }, maxSize: loader.limits.maxFileSize)
        if let outcome { reports.add(outcome) }
        return reports
    }

    /// The first pass over one file: loaded (from `contents`, an editor's unsaved text, when given),
    /// decoded, its references resolved, its classes and (with a model) its own model checks made.
    public func firstPass(of file: DefinitionFile, contents: [UInt8]? = nil, catalog: DefinitionCatalog) -> FirstPassReport {
        let document: PlistTapeDocument
        do {
            if let contents {
                document = try loader.loadTape(contents, pathExtension: PlistLoader.pathExtension(of: file.path))
            } else {
                document = try loader.loadTape(contentsOf: file.path)
            }
        } catch {
            return FirstPassReport(FileReport(file: file, loadError: error))
        }
        var (definition, diagnostics) = decoder.decode(document, file: file.displayPath, name: file.name)
        guard let definition else {
            return FirstPassReport(
                FileReport(
                    file: file, definition: nil, findings: FinishedFindings(diagnostics, in: file.displayPath, text: document.sourceText)))
        }
        let (problems, found, guesses) = checkReferences(of: definition, in: file, catalog: catalog)
        diagnostics += problems
        if let appClasses { diagnostics += CustomClassChecker(classes: appClasses, file: file.displayPath).check(definition) }
        let modelCheck = modelChecker?.firstPass(definition, file: file) {
            FinishedFindings($0, in: file.displayPath, text: document.sourceText)
        }
        let report = FileReport(
            file: file, definition: keepsDefinitions ? definition : nil,
            findings: FinishedFindings(diagnostics, in: file.displayPath, text: document.sourceText))
        return FirstPassReport(
            report,
            links: DefinitionLinks(isListView: definition.isListView, position: definition.position, references: found, guesses: guesses),
            modelCheck: modelCheck)
    }

    /// A file read and decoded again, for the model phase's second look: its definition, or, when the file
    /// changed since the first pass and no longer decodes, the diagnostics (or I/O failure) that say why.
    func decodeAgain(_ file: DefinitionFile) -> DecodedAgain {
        let document: PlistTapeDocument
        do {
            document = try loader.loadTape(contentsOf: file.path)
        } catch {
            let report = FileReport(file: file, loadError: error)
            return DecodedAgain(definition: nil, diagnostics: report.diagnostics, readFailure: report.readFailure)
        }
        let (definition, diagnostics) = decoder.decode(document, file: file.displayPath, name: file.name)
        return DecodedAgain(definition: definition, diagnostics: diagnostics)
    }

    /// What is wrong with the definition's references, those found (with the real paths they lead to), and
    /// those not found that have a name spelt nearly alike, which the checks across files report: whether
    /// that name is the fix depends on what its definition is.
    private func checkReferences(
        of definition: Definition, in file: DefinitionFile, catalog: DefinitionCatalog
    ) -> (problems: [Diagnostic], found: [(reference: DefinitionReference, path: String)], guesses: [ReferenceGuess]) {
        var problems: [Diagnostic] = []
        var found: [(reference: DefinitionReference, path: String)] = []
        var guesses: [ReferenceGuess] = []
        // The references' rows, walked for only a file with a guess to make: most have none.
        var rows: [(any RowController)?]?
        for (index, reference) in definition.references.enumerated() {
            let name = reference.name.value
            let at = SourceLocation(file: file.displayPath, position: reference.name.position)
            switch catalog.resolve(name, from: file.path) {
            case .found(let path): found.append((reference, path))
            case .escapes: problems.append(.pathEscape(name, key: reference.key, at: at))
            case .hasExtension(let bare): problems.append(.referenceWithExtension(name, key: reference.key, bareName: bare, at: at))
            case .namesFolder(let bare): problems.append(.folderInReference(name, key: reference.key, bareName: bare, at: at))
            case .missing(let suggestion?):
                let known = rows ?? ReferenceGuess.rows(of: definition)
                rows = known
                let row = index < known.count ? known[index] : nil
                guesses.append(ReferenceGuess(reference, suggestion: suggestion, row: row, in: file, catalog: catalog))
            case .missing(nil): problems.append(.missingDefinition(name, key: reference.key, suggestion: nil, at: at))
            }
        }
        return (problems, found, guesses)
    }
}
