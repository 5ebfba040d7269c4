import Definitions
import PlistLoader

/// Findings about one file made ready for a report: in output order, with the text offsets a loader that
/// defers lines and columns leaves in positions (``SourcePosition/textOffset(_:)``) turned into lines and
/// columns, and the text of the file's lines they point at. Every report's findings are finished here,
/// whoever made them (the first pass, the checks across files, the model phase, the settings files).
package struct FinishedFindings: Sendable {
    package var diagnostics: [Diagnostic]
    /// The text of each line of the file a diagnostic (or a note) points at.
    package var sourceLines: [Int: String]

    /// Findings whose positions and lines are already known (a parser's error and the line it read).
    package init(diagnostics: [Diagnostic], sourceLines: [Int: String]) {
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
    }

    /// `diagnostics` about the file named `displayPath`, whose text is `text` (nil when there is none:
    /// a binary file, or one that cannot be read again). `otherFiles` gives the text of another file a
    /// note points into. `alsoShowing` are positions in the file whose lines are kept as well (the project
    /// file's entity names, which the model checks may report later). An offset into a file whose text is
    /// not at hand stays an offset, and reporters say so (``SourcePosition/Kind/textOffset(_:)``).
    package init(
        _ diagnostics: [Diagnostic], in displayPath: String, text: SourceText?, alsoShowing: [SourcePosition] = [],
        otherFiles: (String) -> SourceText? = { _ in nil }
    ) {
        let resolved = Self.resolvingTextOffsets(diagnostics) { $0 == displayPath ? text : otherFiles($0) }
        self.diagnostics = Diagnostic.sortedForOutput(resolved)
        let positions = resolved.flatMap(\.locations).filter { $0.file == displayPath }.map(\.position) + alsoShowing
        self.sourceLines = text?.lines(Set(positions.compactMap(\.line))) ?? [:]
    }

    /// Findings made after their file's text was let go (the checks across files, the model phase, a
    /// broken model): the file is read and decoded again, as the loader did, and so is any other file a
    /// note points into whose path `paths` gives by display path. A clean run keeps no file's text for
    /// the few findings that need one. A file over `maxSize` (the run's limit) is not read: its findings
    /// show no source line, as a file that was refused for its size is no text cdlgen reads.
    package static func readingAgain(
        _ diagnostics: [Diagnostic], of file: DefinitionFile, paths: [String: String] = [:], maxSize: Int = PlistLimits.default.maxFileSize
    ) -> FinishedFindings {
        guard !diagnostics.isEmpty else { return .none }
        return FinishedFindings(diagnostics, in: file.displayPath, text: text(ofFile: file.path, maxSize: maxSize)) { name in
            paths[name].flatMap { text(ofFile: $0, maxSize: maxSize) }
        }
    }

    package static let none = FinishedFindings(diagnostics: [], sourceLines: [:])

    package var isEmpty: Bool { diagnostics.isEmpty }

    /// A file's text, read and decoded again; nil if it cannot be (binary, gone, no longer text, over the
    /// limit).
    private static func text(ofFile path: String, maxSize: Int) -> SourceText? {
        guard let bytes = try? FileBytes.read(path, maxSize: maxSize) else { return nil }
        return try? SourceText(decoding: bytes)
    }

    /// Each text offset in `diagnostics` and their notes as a line and column, from the text `text` gives
    /// for the file the location names (once per file); where it gives nil, the offset stays.
    private static func resolvingTextOffsets(_ diagnostics: [Diagnostic], text: (String) -> SourceText?) -> [Diagnostic] {
        let unresolved = diagnostics.flatMap(\.locations).filter { $0.position.textOffset != nil }
        guard !unresolved.isEmpty else { return diagnostics }
        var resolved: [SourceLocation: SourcePosition] = [:]
        for (file, locations) in Dictionary(grouping: Set(unresolved), by: \.file) {
            guard let source = text(file) else { continue }
            for (location, position) in zip(locations, source.resolve(locations.map(\.position))) {
                resolved[location] = position
            }
        }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.location.position = resolved[diagnostic.location] ?? diagnostic.location.position
            for index in diagnostic.notes.indices {
                let location = diagnostic.notes[index].location
                diagnostic.notes[index].location.position = resolved[location] ?? location.position
            }
            return diagnostic
        }
    }
}
