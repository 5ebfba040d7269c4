import CDLGenTestSupport
import Foundation
import Testing

/// The same broken definition (`Fixtures/FourFormats`) in XML, OpenStep and JSON, and in binary as
/// plutil and Python's plistlib write it from the XML, gives the same diagnostics through the built
/// `cdlgen`: code, severity, message and fix-it. Positions aside: lines and columns in text, byte offsets
/// in binary.
///
/// The problems are ones every format can hold: OpenStep has no numbers and spells booleans YES/NO, so
/// the one boolean (`showAddNewObject`) is `<true/>`, `true` and `YES`, which all mean the same. Unavoidable
/// differences, asserted below: a binary file has no duplicate key, because both writers take a dictionary
/// (the binary reader keeps one when a file holds it: BinaryPlistReaderTests); and a wrong boolean is
/// `invalid-value` in OpenStep but `invalid-type` elsewhere (docs/DECISIONS.md), so none is here.
@Suite struct FormatParityTests {
    typealias Finding = JSONReport.Finding

    static let fixtures = CDLGenProcess.testsFolder.appendingPathComponent("Fixtures/FourFormats")
    static let python3 = ExternalTool.path(of: "python3")

    /// Every code the fixture must keep producing, so that an edit cannot quietly narrow the test.
    static let codes: Set<String> = [
        "legacy-row-type", "unknown-key", "duplicate-key", "invalid-value", "missing-key", "ignored-key",
        "unknown-row-type", "key-not-path", "invalid-type", "section-must-be-alone", "empty-section",
    ]

    @Test(.requires(.plutil))
    func theSameDefinitionGivesTheSameDiagnosticsInEveryFormat() throws {
        let plutil = try RequiredTool.plutil.path()
        let folder = try TemporaryFolder()
        let xml = Self.fixtures.appendingPathComponent("WidgetDetailView.xml").path
        var files = [xml] + ["openstep", "json"].map { Self.fixtures.appendingPathComponent("WidgetDetailView.\($0)").path }
        let fromPlutil = folder.url.appendingPathComponent("plutil.bplist").path
        try Self.run(plutil, ["-convert", "binary1", "-o", fromPlutil, xml])
        var binaries = [fromPlutil]
        if let python3 = Self.python3 {
            let fromPlistlib = folder.url.appendingPathComponent("plistlib.bplist").path
            let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Peers/canonical_plist.py").path
            try Self.run(python3, [script, "to-binary", xml, fromPlistlib])
            binaries.append(fromPlistlib)
        } else if ExternalTool.isCI {
            Issue.record("python3 is not on PATH; .ci/run installs it")
        }
        files += binaries

        let result = try CDLGenProcess.run(["validate", "--no-project", "--format", "json"] + files)
        #expect(result.status == 1, "\(result.stderr)")
        // The files share one name on purpose: that an app bundle would keep one of them is not what is compared.
        let findings = try JSONReport(result.stdout).diagnostics.filter { $0.code != "duplicate-definition-name" }
        func found(in path: String) -> [Finding] {
            // The report names files relative to the working directory; their names are unique here.
            findings.filter { URL(fileURLWithPath: $0.file).lastPathComponent == URL(fileURLWithPath: path).lastPathComponent }
        }

        let expected = found(in: xml)
        #expect(expected.count == 13)
        #expect(Set(expected.map(\.code)) == Self.codes)
        #expect(expected.filter { $0.code == "duplicate-key" }.count == 1)
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let isBinary = binaries.contains(file)
            let these = found(in: file)
            // Binary writers keep one value of a duplicate key (the last, which wins anyway): no duplicate-key.
            let wanted = isBinary ? expected.filter { $0.code != "duplicate-key" } : expected
            #expect(these.map(\.agreed).sorted() == wanted.map(\.agreed).sorted(), "\(name)")
            #expect(these.allSatisfy { isBinary ? $0.offset != nil && $0.line == nil : $0.line != nil && $0.column != nil }, "\(name)")
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let result = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: executable), arguments, in: CDLGenProcess.packageRoot, environment: [:])
        try #require(result.status == 0, "\(executable): \(result.stderr)")
    }
}

extension JSONReport.Finding {
    /// What must agree across formats: all but the file and the position.
    var agreed: String { "\(severity) [\(code)] \(message)\(fixIt.map { " → \($0)" } ?? "")" }
}
