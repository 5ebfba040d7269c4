import CDLGenTestSupport
import Foundation
import Testing

/// `preview` prints its findings as `validate` does, on standard error, and still exits 0: the site was
/// written, and `validate` is the check that fails. `--quiet` leaves them out.
@Suite struct PreviewDiagnosticsTests {
    static func brokenProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder.withRepositoryDefinitions()
        let file = folder.url.appendingPathComponent("Definitions/Events/EventDetailView.plist")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("attributeKeyPath = details;"))
        try text.replacingOccurrences(of: "attributeKeyPath = details;", with: "attributeKeyPath = detials;")
            .write(to: file, atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theDiagnosticsArePrintedAsValidatePrintsThem() throws {
        let folder = try Self.brokenProject()
        let result = try CDLGenProcess.run(["preview", "-o", "Site"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout == "wrote 14 pages for 9 definitions to Site/index.html (1 error, 0 warnings)\n")
        let validated = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(
            result.stderr.hasPrefix(
                "Definitions/Events/EventDetailView.plist:40:24: error: 'Event' has no attribute or relationship 'detials'; "
                    + "did you mean 'details'? [unknown-attribute]\n"), "\(result.stderr)")
        #expect(result.stderr == validated.stdout)
    }

    @Test func quietLeavesThemOut() throws {
        let folder = try Self.brokenProject()
        let result = try CDLGenProcess.run(["preview", "--quiet", "-o", "Site"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == "wrote 14 pages for 9 definitions to Site/index.html (1 error, 0 warnings)\n")
    }
}
