import AppSources
import CDLGenTestSupport
import Foundation
import SwiftUIExport
import Testing

/// What the exporter takes from where: the app's classes over the model, and what it leaves out and why.
struct SwiftUIExporterTests {
    static let model = """
            <entity name="Event" representedClassName="Event" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="count" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
            <entity name="Note" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
        """

    static let eventView = """
        ( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = Count; attributeKeyPath = count; } ); } )
        """

    func exportedEventView(appClasses: AppClassIndex?) throws -> String {
        let fixture = try ExportFixture(model: Self.model, definitions: ["EventDetailView.plist": Self.eventView])
        let (files, skipped) = try fixture.export(appClasses: appClasses)
        #expect(skipped == [])
        return try #require(files.first { $0.name == "EventDetailView.swift" }?.text)
    }

    /// The model says "Use Scalar Type" (Int16); the app's own Objective-C class keeps an NSNumber, which is
    /// what the app's code, and so the export, works with.
    @Test func theAppsOwnClassGivesThePropertysTypeOverTheModel() throws {
        let generated = try exportedEventView(appClasses: nil)
        #expect(generated.contains("// Count: SingleLineValueSmallLabel, count (Int16)"))
        #expect(generated.contains(#"TextField("Count", value: $object.count, format: .number)"#))

        let header = """
            @interface Event : NSManagedObject
            @property (nonatomic, retain) NSNumber *count;
            @end
            """
        let written = try exportedEventView(appClasses: AppClassIndex(sources: [("Event.h", header)]))
        #expect(written.contains("// Count: SingleLineValueSmallLabel, count (NSNumber?)"))
        #expect(written.contains(#"TextField("Count", value: Binding(integerOf: $object.count), format: .number)"#))
    }

    /// An entity without a class of its own, and a definition no entity is found for, are left out, each
    /// with its reason; the support file is written all the same.
    @Test func definitionsWithoutAClassOrAnEntityAreLeftOutWithTheReason() throws {
        let row =
            "( { rowInformation = ( { rowType = CDLTableRowTypeMultiLineValueNoLabel; rowLabel = Text; attributeKeyPath = text; } ); } )"
        let fixture = try ExportFixture(model: Self.model, definitions: ["NoteDetailView.plist": row, "Unrelated.plist": row])
        let (files, skipped) = try fixture.export()
        #expect(files.map(\.name) == ["CDLExportSupport.swift"])
        let reasons = skipped.map { ($0.file.split(separator: "/").last.map(String.init) ?? "", $0.reason) }
        #expect(reasons.count == 2)
        #expect(reasons.first { $0.0 == "NoteDetailView.plist" }?.1 == .noClass("Note"))
        #expect(reasons.first { $0.0 == "Unrelated.plist" }?.1 == .noEntity)
    }

    /// A label is text from anyone's pull request: in a literal it stays a literal, in a comment a comment,
    /// and a character that reorders what a reviewer reads is shown as an escape.
    @Test func aHostileLabelStaysInsideItsLiteralAndItsComment() throws {
        let fixture = try ExportFixture(
            model: ExportRowMatrix.model, definitions: ExportRowMatrix.definitions.filter { $0.key == "EverythingHostileLabel.plist" })
        let text = try #require(try fixture.export().files.first { $0.name == "EverythingHostileLabel.swift" }?.text)
        #expect(text.contains(#"TextField("He said \"hi\") }\\ \n*/ \u{202E}evil", text: Binding($object.text, replacingNilWith: ""))"#))
        #expect(text.contains(#"// He said "hi") }\  */ \u{202E}evil: SingleLineValueLargeLabel, text (String?)"#))
        #expect(!text.unicodeScalars.contains { $0.value == 0x202E })
    }
}
