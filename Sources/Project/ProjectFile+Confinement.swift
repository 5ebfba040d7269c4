import Checks
import Definitions
import PlistLoader

extension ProjectFile {
    /// Takes out every path that leads outside `boundary` (after links), with a `path-escape` at each
    /// one's value: nothing outside is read, so nothing of it is printed. The definitions folder the file
    /// implies when it names none (`Definitions`) is held to the same boundary.
    mutating func confine(to boundary: ProjectBoundary, collector: DiagnosticCollector) {
        func stays(_ path: Located<String>, key: String) -> Bool {
            guard !boundary.contains(resolvedPath(path.value)) else { return true }
            collector.add(.projectPathEscape(path.value, key: key, at: collector.location(path.position)))
            return false
        }
        if definitions.isEmpty {
            let implied = Located(ProjectFile.defaultDefinitionsFolder, at: SourcePosition.start)
            definitionsLeaveProject = !stays(implied, key: "definitions")
        } else {
            definitions = definitions.filter { stays($0, key: "definitions") }
            definitionsLeaveProject = definitions.isEmpty
        }
        if let path = model, !stays(path, key: "model") { model = nil }
        if let path = samples, !stays(path, key: "samples") { samples = nil }
        if let path = store, !stays(path, key: "store") { store = nil }
        sources = sources.filter { stays($0, key: "sources") }
    }
}
