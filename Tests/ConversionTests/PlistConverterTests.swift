import CDLGenTestSupport
import Conversion
import Definitions
import Foundation
import PlistLoader
import Testing

/// The converter in memory and on disk, below the command (`ConvertCommandTests` runs `cdlgen convert`).
struct PlistConverterTests {
    @Test func anOpenStepDefinitionsBooleansBecomeRealBooleans() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "EventDetailView.plist",
            """
            // The comment goes: XML has none.
            ( { rowInformation = ( { rowType = ToManyRelationship; label = Guests; attributeKeyPath = guests; showAddNewObject = YES;
                addNewObjectDefinition = GuestDetailView; } ); } )
            """)
        let conversion = PlistConverter(to: .xml).convert(DefinitionFile(path: path))
        let xml = String(decoding: try #require(conversion.bytes), as: UTF8.self)
        #expect(xml.contains("<key>showAddNewObject</key>\n\t\t\t\t<true/>"))
        #expect(xml.contains("<key>label</key>\n\t\t\t\t<string>Guests</string>"))
        #expect(!xml.contains("YES"))
        #expect(conversion.dropsComments)
        #expect(conversion.isConverted)
        #expect(conversion.report.diagnostics.map(\.code.rawValue) == ["conversion-loss"])
    }

    @Test func aFileThatCannotBeReadIsReportedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Broken.plist", "( { rowInformation = ( ; ) )")
        let target = folder.url.appendingPathComponent("Broken.json").path
        let conversion = PlistConverter(to: .json).convert(DefinitionFile(path: path), writingTo: target)
        #expect(!conversion.isWritten)
        #expect(conversion.report.diagnostics.map(\.code.rawValue) == ["syntax-error"])
        #expect(conversion.report.diagnostics.first?.location.position.line == 1)
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test func severalFilesIntoOneFileIsAUsageErrorBeforeAnyIsRead() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("out.plist").path
        #expect(throws: (any Error).self) {
            try ConversionPlan(files: ["A.plist", "B.plist"], output: output, inPlace: false, format: .xml)
        }
        let plan = try ConversionPlan(files: ["A.plist"], output: nil, inPlace: false, format: .xml)
        #expect(plan == .standardOutput(DefinitionFile(path: "A.plist")))
    }
}
