import CDLGenTestSupport
import CoreDataModel
import Foundation
import PlistLoader
import Testing

@testable import Checks
@testable import Diagnostics

/// `cdlgen validate` loads XML with lines and columns deferred (`PlistLoader.defersLineColumns`): nodes
/// keep byte offsets, and only what is reported gets a line and column. It must report exactly what
/// counting them up front reports: first-pass findings and their notes, the model's findings (made
/// after the file was let go, from its text read again), notes in another file, and the source lines.
@Suite struct DeferredLineColumnTests {
    /// A row whose key path the model lacks, on a line of CR LF, tabs and text outside ASCII, so that
    /// columns count scalars after multi-byte characters.
    static let guestDetailView = """
        <?xml version="1.0" encoding="UTF-8"?>\r
        <plist version="1.0">\r
        <array><dict><key>rowInformation</key><array>\r
        \t<dict><key>rowType</key><string>CDLTableRowTypeSingleLineValueSmallLabel</string><key>rowLabel</key>\
        <string>Größe – ☃</string><key>attributeKeyPath</key><string>nmae</string></dict>\r
        </array></dict></array>\r
        </plist>\r

        """

    /// An XML detail view, laid out as Xcode writes one: each section a list of rows, each row its keys
    /// and values (`<true/>` for a boolean, a string otherwise).
    static func xml(_ sections: [[KeyValuePairs<String, String>]]) -> String {
        let rows = { (rows: [KeyValuePairs<String, String>]) in
            rows.map { row in
                "\t\t\t<dict>\n"
                    + row.map { key, value in
                        "\t\t\t\t<key>\(key)</key>\n\t\t\t\t" + (value == "YES" ? "<true/>" : "<string>\(value)</string>") + "\n"
                    }.joined() + "\t\t\t</dict>\n"
            }.joined()
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array>

            """
                + sections.map { "\t<dict>\n\t\t<key>rowInformation</key>\n\t\t<array>\n" + rows($0) + "\t\t</array>\n\t</dict>\n" }
                .joined()
                + "</array>\n</plist>\n"
    }

    static func validate(_ folder: TemporaryFolder, defersLineColumns: Bool) throws -> [FileReport] {
        var validator = DefinitionValidator()
        validator.loader.defersLineColumns = defersLineColumns
        validator.keepsDefinitions = false
        validator.modelChecker = ModelChecker(model: try CoreDataModelReader.read(folder.path + "/Model.xcdatamodel"))
        let found = DefinitionFileFinder.find([folder.path + "/Definitions"])
        return validator.validate(found.files, catalog: DefinitionCatalog(roots: found.roots, files: found.files))
    }

    @Test func deferredLineColumnsReportWhatCountingThemUpFrontReports() throws {
        let folder = try TemporaryFolder()
        try folder.write("Model.xcdatamodel/contents", ModelContents.events)
        let small = "CDLTableRowTypeSingleLineValueSmallLabel"
        try folder.write(
            "Definitions/EventDetailView.plist",
            Self.xml([
                [
                    [
                        "rowType": "CDLTableRowTypeToManyOrderedRelationship", "rowLabel": "Agenda",
                        "attributeKeyPath": "agenda.talk.title",
                        "showAddNewObject": "YES", "addNewObjectPropertyListFile": "TalkAddView",
                    ]
                ],
                [["rowType": small, "rowLabel": "Title", "rowLabel": "Twice", "attributeKeyPath": "tilte"]],
            ]))
        try folder.write(
            "Definitions/TalkAddView.plist",
            Self.xml([
                [
                    ["rowType": small, "rowLabel": "Title", "attributeKeyPath": "title"],
                    ["rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Entries", "attributeKeyPath": "entries.order"],
                ]
            ]))
        try folder.write("Definitions/GuestDetailView.plist", Self.guestDetailView)

        let upFront = try Self.validate(folder, defersLineColumns: false)
        let deferred = try Self.validate(folder, defersLineColumns: true)
        let codes = Set(upFront.flatMap(\.diagnostics).map(\.code))
        // The findings this test is about, so that an edit of the files cannot quietly drop one.
        #expect(codes.isSuperset(of: [.duplicateKey, .unknownAttribute, .relationshipInAddView]))
        #expect(upFront.flatMap(\.diagnostics).flatMap(\.notes).count >= 2)
        #expect(deferred.map(\.diagnostics) == upFront.map(\.diagnostics))
        #expect(deferred.map(\.sourceLines) == upFront.map(\.sourceLines))
        #expect(
            deferred.flatMap(\.diagnostics).allSatisfy {
                $0.location.position.line != nil && $0.notes.allSatisfy { $0.location.position.line != nil }
            })

        let guest = try #require(deferred.first { $0.file.name == "GuestDetailView" }?.diagnostics.first)
        #expect(guest.code == .unknownAttribute)
        #expect(guest.location.position == .lineColumn(line: 4, column: 155))
    }

    @Test func aFileThatCannotBeReadAgainKeepsItsOffsets() throws {
        let text = SourceText(utf8: Array("<a>\n<b/>".utf8))
        let diagnostics = [
            Diagnostic(.error, .invalidValue, "here", at: SourceLocation(file: "A.plist", position: .textOffset(4))),
            Diagnostic(.error, .invalidValue, "gone", at: SourceLocation(file: "Gone.plist", position: .textOffset(4))),
        ]
        let findings = FinishedFindings(diagnostics, in: "A.plist", text: text) { _ in nil }
        #expect(findings.diagnostics.map(\.location.position) == [.lineColumn(line: 2, column: 1), .textOffset(4)])
        #expect(findings.sourceLines == [2: "<b/>"])
    }
}
