import CDLGenTestSupport
import Foundation
import Testing

@testable import PlistLoader

/// The XML writer's layout is `plutil -convert xml1`'s: plutil rewriting our output changes nothing;
/// plutil reads our binary files as the same values.
@Suite struct PlutilComparisonTests {
    typealias Values = PlistWriterTestValues

    /// Keys in plutil's order (it sorts them), values that both write the same way.
    static let value = Values.dictionary([
        "blob": Values.node(.data(Array(0..<80))),
        "count": Values.node(.integer(-9_223_372_036_854_775_807)),
        "done": Values.node(.boolean(false)),
        "empty": Values.array(),
        "label": Values.string("Tom & Jerry <3> \"quoted\" 'é' 日本"),
        "nested": Values.array(Values.dictionary(["a": Values.dictionary([:]), "b": Values.array(Values.string("x"))])),
        "ratio": Values.node(.real(1.5)),
        "when": Values.node(.date(Values.date)),
    ])

    /// What plutil makes of ``value`` written by us in `format`, converted to XML.
    func plutilXML(of format: PlistFormat) throws -> String {
        let ours = try PlistWriter.write(Self.value.value, as: format).bytes
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cdlgen-plutil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("ours.plist"), output = folder.appendingPathComponent("plutil.plist")
        try Data(ours).write(to: input)

        let process = Process()
        // `plutil` on PATH: Apple's, or the one in the Swift toolchain for Linux.
        process.executableURL = try RequiredTool.plutil.url()
        process.arguments = ["-convert", "xml1", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return try String(contentsOf: output, encoding: .utf8)
    }

    @Test(.requires(.plutil))
    func plutilRewritesOurXMLUnchanged() throws {
        #expect(try plutilXML(of: .xml) == PlistWriter.write(Self.value.value, as: .xml).text)
    }

    /// CoreFoundation's binary reader takes our binary file for the same values as our XML.
    @Test(.requires(.plutil))
    func plutilReadsOurBinaryAsOurXML() throws {
        #expect(try plutilXML(of: .binary) == PlistWriter.write(Self.value.value, as: .xml).text)
    }
}
