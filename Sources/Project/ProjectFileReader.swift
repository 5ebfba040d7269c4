import Checks
import Definitions
import Diagnostics
import PlistLoader

/// Loads a project file. Its findings are reported like a definition file's, in a report of its own.
public enum ProjectFileReader {
    /// The project file (nil when it could not be parsed) and its report. `path` is as diagnostics name it;
    /// `contents`, when given, are its bytes instead of the disk's (an editor's unsaved text). Its paths
    /// stay inside the project (`ProjectBoundary`) unless `allowsOutsidePaths` (the command line's
    /// `--allow-outside-project`).
    public static func read(_ path: String, contents: [UInt8]? = nil, limits: PlistLimits = .default, allowsOutsidePaths: Bool = false)
        -> (
            project: ProjectFile?, report: FileReport
        )
    {
        let file = DefinitionFile(path: path)
        do {
            let loader = PlistLoader(limits: limits)
            let document: PlistDocument
            if let contents {
                document = try loader.load(contents, pathExtension: PlistLoader.pathExtension(of: path))
            } else {
                document = try loader.load(contentsOf: path)
            }
            let collector = DiagnosticCollector(file: path)
            var project = ProjectFileDecoder(collector: collector).decode(document)
            if !allowsOutsidePaths { project.confine(to: ProjectBoundary(projectFile: path), collector: collector) }
            // Lines of the entity names too: the model checks may find them unknown later.
            let findings = FinishedFindings(
                collector.diagnostics, in: file.displayPath, text: document.sourceText,
                alsoShowing: project.entities.values.map(\.position) + [project.model?.position].compactMap { $0 })
            return (project, FileReport(file: file, kind: .projectFile, definition: nil, findings: findings))
        } catch {
            return (nil, FileReport(file: file, kind: .projectFile, loadError: error))
        }
    }
}
