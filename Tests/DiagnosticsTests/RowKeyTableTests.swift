import CDLGenTestSupport
import Diagnostics
import Foundation
import Testing

/// README.md's table of row keys is the one the rules make. `CDLGEN_RECORD_SNAPSHOTS=1` writes it in.
@Suite struct RowKeyTableTests {
    @Test func theReadmeListsEveryRowKeyAsTheRulesReadIt() throws {
        let url = packageRoot.appendingPathComponent("README.md")
        let readme = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(readme.range(of: RowKeyTable.startMarker + "\n"), "README.md has no \(RowKeyTable.startMarker)")
        let end = try #require(readme.range(of: RowKeyTable.endMarker, range: start.upperBound..<readme.endIndex))
        let written = String(readme[start.upperBound..<end.lowerBound])
        if written != RowKeyTable.markdown, ProcessInfo.processInfo.environment["CDLGEN_RECORD_SNAPSHOTS"] != nil {
            try (readme[..<start.upperBound] + RowKeyTable.markdown + readme[end.lowerBound...]).write(
                to: url, atomically: true, encoding: .utf8)
        }
        #expect(written == RowKeyTable.markdown, "README.md's row keys; re-record with CDLGEN_RECORD_SNAPSHOTS=1")
        for key in [
            "rowType", "rowLabel", "attributeKeyPath", "dateFormatterStyle", "showAddNewObject", "relationshipIntermediateEntityName",
        ] {
            #expect(written.contains("| `\(key)` |"))
        }
    }
}
