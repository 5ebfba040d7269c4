import Foundation

extension TemporaryFolder {
    /// A folder holding a copy of the repository's own project, `Definitions/` (definitions in every text
    /// format, a model, sample data, a project file), for tests that change it.
    public static func withRepositoryDefinitions() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Definitions").standardized
        try FileManager.default.copyItem(at: source, to: folder.url.appendingPathComponent("Definitions"))
        return folder
    }
}
