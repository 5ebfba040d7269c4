import Checks
import Definitions
import PlistLoader

extension RunSetup {
    /// The files named, without the project's others read with them (``contextFiles``): what a command
    /// acts on — compiles, fixes, draws.
    public var namedFiles: [DefinitionFile] { contextFiles.isEmpty ? files : files.filter { !contextFiles.contains($0.path) } }

    /// `reports` of ``files`` as a partial check reports them: each named file's whole, and of the project's
    /// other files only the findings a named file causes — those with a note pointing into one (the list
    /// view a reference leads to, the first file of a name), but for a missing definition's guess. The others
    /// do not depend on what was named.
    public func namedReports(_ reports: [FileReport]) -> [FileReport] {
        guard !contextFiles.isEmpty else { return reports }
        let named = Set(namedFiles.map(\.displayPath))
        return reports.compactMap { report in
            guard report.kind == .definition, contextFiles.contains(report.file.path) else { return report }
            var report = report
            // A missing definition's "did you mean" note may point at a named file, which does not cause it.
            report.diagnostics = report.diagnostics.filter { diagnostic in
                diagnostic.code != .missingDefinition && diagnostic.notes.contains { named.contains($0.location.file) }
            }
            report.readFailure = nil
            return report.diagnostics.isEmpty ? nil : report
        }
    }
}
