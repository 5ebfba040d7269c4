import CDLGenTestSupport
import Foundation
import SwiftUIExport
import Testing

/// Every row type × attribute type, in view, edit and add mode, as the export writes it (one golden file).
struct RowMatrixTests {
    @Test func everyRowTypeOverEveryAttributeTypeExportsAsItsGoldenFileSays() throws {
        let fixture = try ExportFixture(model: ExportRowMatrix.model, definitions: ExportRowMatrix.definitions)
        let (files, skipped) = try fixture.export()
        var golden = ""
        // Each file by the definition its first line names: a view's type is not always its file's name.
        let exported = Dictionary(
            uniqueKeysWithValues: files.compactMap { file in
                file.text.prefix { $0 != "\n" }.firstMatch(of: #/ from .*/([^/]+\.plist)\. /#).map { (String($0.1), file.text) }
            })
        for name in ExportRowMatrix.definitions.keys.sorted() {
            let typeName = String(name.dropLast(".plist".count))
            golden += "=== \(typeName)\n"
            if let text = exported[name] {
                golden += "(as \(files.first { $0.text == text }?.name ?? "?"))\n"
                // A list view whole but its first line (which names the temporary folder): its fetch is what differs.
                golden +=
                    typeName.hasPrefix("EverythingListBy")
                    ? String(text.drop { $0 != "\n" }.dropFirst()) : ExportRowMatrix.rowsPart(of: text)
            } else if let skip = skipped.first(where: { $0.file.hasSuffix("/" + name) }) {
                golden +=
                    "left out: \(skip.description.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "")\n"
            } else {
                golden += "(neither exported nor left out)\n"
            }
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/row-matrix.txt")
        if let failure = try GoldenFile.compare(golden, with: url, name: "row-matrix.txt") { Issue.record(Comment(rawValue: failure)) }
    }
}
