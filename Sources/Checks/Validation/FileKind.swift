/// The kinds of file a run reports on. Only definitions count as checked files in the summary.
public enum FileKind: Sendable {
    case definition
    /// `cdlgen.json` or `cdlgen.plist`.
    case projectFile
    /// The Core Data model, when it cannot be read.
    case model
    /// A sample-data file a preview reads, when it cannot be used.
    case sampleData
}
