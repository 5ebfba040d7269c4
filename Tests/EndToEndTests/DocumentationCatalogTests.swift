import Foundation
import Testing

/// ARCHITECTURE's "a DocC catalog per library", as DocC reads it: every library target has one, and
/// `docc convert --warnings-as-errors` resolves each symbol link in it and in the module's public
/// documentation comments (`Scripts/docs-check`, on the modules this test run was built from). A link
/// to an internal type or to another module fails here with its file and line.
@Suite struct DocumentationCatalogTests {
    @Test func everyLibraryHasACatalogDocCReadsWithoutAWarning() throws {
        // The test bundle sits in the build's debug folder (or is it), beside the modules it was built from.
        let bundle = Bundle.main.bundleURL
        let modules =
            [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("Modules") }
            .first { FileManager.default.fileExists(atPath: $0.path) } ?? bundle.appendingPathComponent("Modules")
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Scripts/docs-check").path
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, "--modules", modules.path],
            in: CDLGenProcess.packageRoot, environment: [:])
        #expect(result.status == 0, "Scripts/docs-check:\n\(result.stdout)\(result.stderr)")
        // Every library, the ten of today at least: a package read wrongly must not pass with none.
        let counts = result.stdout.split(separator: " ").compactMap { Int($0) }
        #expect(counts.count == 2 && counts[0] == counts[1] && counts[0] >= 10, "\(result.stdout)")
    }
}
