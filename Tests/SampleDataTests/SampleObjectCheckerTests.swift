import CDLGenTestSupport
import CoreDataModel
import Foundation
import PlistLoader
import Testing

@testable import SampleData

/// Sample objects against their entity: which values each attribute and relationship takes.
@Suite struct SampleObjectCheckerTests {
    func findings(_ json: String, entity: String = "Event") throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Model.xcdatamodel/contents", ModelContents.events)
        let model = try CoreDataModelReader.read(folder.path + "/Model.xcdatamodel")
        let root = try PlistLoader().load(Array(json.utf8), pathExtension: "json").root
        return SampleObjectChecker(model: model, file: "Event.json", values: SampleValueReader()).check(
            root, entity: entity
        ).map { "\($0.location.position) \($0.code)" }
    }

    @Test func valuesOfTheRightTypePass() throws {
        #expect(
            try findings(
                #"{"name": "A", "created": "2026-03-14", "publicEvent": 1, "type": {"name": "Meetup"}, "guests": [{"name": "Ann"}]}"#) == []
        )
        #expect(try findings(#"{"order": 2, "talk": {"title": "T"}}"#, entity: "AgendaEntry") == [])
        #expect(try findings(#"{"order": "3"}"#, entity: "AgendaEntry") == [], "OpenStep files write numbers as strings")
        #expect(try findings(#"[{"name": "A"}, {"name": "B"}]"#) == [], "a list view's array")
    }

    @Test func wrongTypesAreFoundAtTheirValues() throws {
        #expect(
            try findings(#"{"created": "soon", "publicEvent": "maybe", "name": 42}"#) == [
                "1:13 sample-type-mismatch", "1:36 sample-type-mismatch", "1:53 sample-type-mismatch",
            ])
        #expect(try findings(#"{"order": 2.5}"#, entity: "AgendaEntry") == ["1:11 sample-type-mismatch"])
        #expect(
            try findings(#"{"type": "Meetup", "guests": {"name": "Ann"}}"#) == ["1:10 sample-type-mismatch", "1:30 sample-type-mismatch"])
    }

    @Test func unknownKeysAreFoundInNestedObjectsToo() throws {
        #expect(
            try findings(#"{"nmae": "A", "guests": [{"name": "Ann", "age": 3}]}"#) == ["1:2 sample-unknown-key", "1:42 sample-unknown-key"])
        #expect(try findings(#"{"anything": 1}"#, entity: "Nowhere") == [], "an entity the model lacks has nothing to check against")
    }
}
