import CDLGenTestSupport
import CoreDataModel
import CoreDataStore
import Foundation
import PlistLoader
import Testing

/// Stores written by `Scripts/make-store` in Core Data's layout (docs/DECISIONS.md, "The app's own data"),
/// from its demo model: inheritance two levels deep, a column name taken twice in a tree (`ZBODY1`),
/// one-to-one, ordered and unordered many-to-many, a reflexive many-to-many, a to-many without inverse.
/// (python3 runs the script; sqlite3, the SQL the relationships are checked against.)
@Suite(.requires(.python3, .sqlite3)) struct GeneratedStoreTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func demo(in folder: TemporaryFolder) throws -> (model: CoreDataModel, store: String) {
        let python = try RequiredTool.python3.path()
        let script = Self.packageRoot.appendingPathComponent("Scripts/make-store").path
        let model = folder.url.appendingPathComponent("Demo.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        let print = Process()
        print.executableURL = URL(fileURLWithPath: python)
        print.arguments = [script, "--print-demo-model"]
        let output = Pipe()
        print.standardOutput = output
        try print.run()
        let contents = output.fileHandleForReading.readDataToEndOfFile()
        print.waitUntilExit()
        try contents.write(to: model.appendingPathComponent("contents"))
        let store = folder.url.appendingPathComponent("Demo.sqlite").path
        let make = try Process.run(
            URL(fileURLWithPath: python), arguments: [script, "--model", model.path, "--out", store, "--objects", "20", "--quiet"])
        make.waitUntilExit()
        try #require(make.terminationStatus == 0)
        return (try CoreDataModelReader.read(model.path), store)
    }

    @Test func everyColumnAndJoinTableOfTheDemoStoreIsFound() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try Self.demo(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        #expect(reader.diagnostics.map(\.message) == [])
        var empty: [String] = []
        for entity in model.entities {
            for owner in model.lineage(of: entity.name) {
                for relationship in owner.relationships {
                    let objects = try reader.objects(StoreRequest(entity: entity.name, keyPaths: [[relationship.name]], limit: 20))
                    let found = objects.contains { object in
                        switch object.dictionary?[relationship.name]?.value {
                        case .array(let items)?: !items.isEmpty
                        case .dictionary?: true
                        default: false
                        }
                    }
                    if !found && !objects.isEmpty {
                        empty.append(
                            "\(entity.name).\(relationship.name) \(objects.prefix(3).map { $0.dictionary?.entries.map(\.key) ?? [] })")
                    }
                }
            }
        }
        #expect(empty == [], "relationships no object of the store has: \(empty)")
    }

    /// Each relationship gives the objects SQL finds by Core Data's rules, written out in SQL here: a
    /// to-one column, an inverse's column, a join table both ways round, a reflexive one read both ways.
    @Test(arguments: [
        (
            "Person", "friends",
            "SELECT ZNAME FROM ZPERSON WHERE Z_PK IN (SELECT REFLEXIVE FROM Z_7FRIENDS WHERE Z_7FRIENDS = 2 UNION SELECT Z_7FRIENDS FROM Z_7FRIENDS WHERE REFLEXIVE = 2)"
        ),
        ("Playlist", "listeners", "SELECT ZNAME FROM ZPERSON WHERE Z_PK IN (SELECT Z_7LISTENERS FROM Z_7PLAYLISTS WHERE Z_8PLAYLISTS = 8)"),
        ("Person", "playlists", "SELECT ZNAME FROM ZPLAYLIST WHERE Z_PK IN (SELECT Z_8PLAYLISTS FROM Z_7PLAYLISTS WHERE Z_7LISTENERS = 4)"),
    ])
    func relationshipsGiveWhatSQLFinds(_ entity: String, _ relationship: String, _ sql: String) throws {
        let folder = try TemporaryFolder()
        let (model, store) = try Self.demo(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let people = try reader.objects(StoreRequest(entity: entity, keyPaths: [[relationship, "name"]], sortKeyPaths: [], limit: 20))
        // The object of the Z_PK the SQL names.
        let key = sql.split(separator: "=").last!.filter(\.isNumber)
        let second = try #require(people.first { $0.dictionary?["name"]?.string == "\(entity) \(key)" })
        let found = (second.dictionary?[relationship]?.array ?? []).compactMap { $0.dictionary?["name"]?.string }
        #expect(Set(found) == Set(try CoreDataStoreFixture.query(sql, in: store)))
        #expect(!found.isEmpty)
    }
}
