import Foundation

extension TemporaryFolder {
    /// A folder holding a copy of the repository's own project, `Definitions/` (definitions in every text
    /// format, a model, sample data, a project file), for tests that change it.
    public static func withRepositoryDefinitions() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Definitions"), to: folder.url.appendingPathComponent("Definitions"))
        return folder
    }
}
