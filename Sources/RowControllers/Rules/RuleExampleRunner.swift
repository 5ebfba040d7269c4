import Foundation

/// Runs the real validator on a rule's example: writes its files to a fresh temporary folder, checks
/// the example's file with that folder as the definitions folder, and removes the folder.
public enum RuleExampleRunner {
    public static func run(_ example: RuleExample, validator: DefinitionValidator = DefinitionValidator()) throws -> FileReport {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in example.otherFiles {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let path = folder.appendingPathComponent(example.fileName).path
        try Data(example.text.utf8).write(to: URL(fileURLWithPath: path))
        let found = DefinitionFileFinder.find([folder.path])
        let file = DefinitionFile(path: path, displayPath: example.fileName)
        return validator.validate(file, catalog: DefinitionCatalog(roots: found.roots, files: found.files))
    }
}
