import Dispatch
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
    /// Checks against a Core Data model, after every file is decoded; nil when no model was given.
    public var modelChecker: ModelChecker?

    public init(limits: PlistLimits = .default, customRows: CustomRowControllerRegistry = CustomRowControllerRegistry()) {
        self.loader = PlistLoader(limits: limits)
        self.decoder = DefinitionDecoder(customRows: customRows)
    }

    /// Reports in the order of `files`.
    public func validate(_ files: [DefinitionFile], catalog: DefinitionCatalog) -> [FileReport] {
        let firstPass = {
            var validator = self
            validator.keepsDefinitions = keepsDefinitions || modelChecker != nil
            return validator
        }()
        var reports = ConcurrentMap.map(files.count) { firstPass.validate(files[$0], catalog: catalog) }
        if let modelChecker {
            modelChecker.check(&reports, catalog: catalog)
            if !keepsDefinitions { Self.freeDefinitions(of: &reports) }
        }
        return reports
    }

    /// Frees the definitions on every core: freeing 2000 trees one after another would take longer than
    /// the model checks themselves.
    private static func freeDefinitions(of reports: inout [FileReport]) {
        reports.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: buffer.count) { buffer[$0].definition = nil }
        }
    }

    /// One file on its own: without the model checks, which need the other definitions.
    public func validate(_ file: DefinitionFile, catalog: DefinitionCatalog) -> FileReport {
        let document: PlistTapeDocument
        do {
            document = try loader.loadTape(contentsOf: file.path)
        } catch {
            return FileReport(file: file, loadError: error)
        }
        var (definition, diagnostics) = decoder.decode(document, file: file.displayPath, name: file.name)
        if let definition {
            diagnostics += checkReferences(of: definition, in: file, catalog: catalog)
        }
        diagnostics = Diagnostic.resolvingTextOffsets(diagnostics) { $0 == file.displayPath ? document.sourceText : nil }
        diagnostics = Diagnostic.sortedForOutput(diagnostics)
        return FileReport(
            file: file, definition: keepsDefinitions ? definition : nil, diagnostics: diagnostics,
            sourceLines: document.sourceText.map { SourceLineReader.lines(for: diagnostics, in: $0) } ?? [:], readFailure: nil)
    }

    private func checkReferences(of definition: Definition, in file: DefinitionFile, catalog: DefinitionCatalog) -> [Diagnostic] {
        definition.references.compactMap { reference in
            let name = reference.name.value
            let at = SourceLocation(file: file.displayPath, position: reference.name.position)
            switch catalog.resolve(name, from: file.path) {
            case .found: return nil
            case .escapes: return .pathEscape(name, key: reference.key, at: at)
            case .hasExtension(let bare): return .referenceWithExtension(name, key: reference.key, bareName: bare, at: at)
            case .missing(let suggestion): return .missingDefinition(name, key: reference.key, suggestion: suggestion, at: at)
            }
        }
    }
}
