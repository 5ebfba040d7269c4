import PlistLoader

extension Diagnostic {
    /// Where the diagnostic and its notes point.
    var locations: [SourceLocation] {
        [location] + notes.map(\.location)
    }

    /// `diagnostics` with the text offsets a loader that defers lines and columns leaves in positions
    /// (``SourcePosition/textOffset(_:)``) turned into lines and columns. `text` gives a file's text by
    /// the name locations use for it, once per file; where it gives nil, offsets stay as they are.
    static func resolvingTextOffsets(_ diagnostics: [Diagnostic], text: (String) -> SourceText?) -> [Diagnostic] {
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
