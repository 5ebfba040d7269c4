import CDLGenTestSupport
import CoreDataModel
import CoreDataStore
import Foundation
import PlistLoader
import Testing

/// Core Data's layout, rule by rule, on stores written for the test (`StoreFixtures`, by sqlite3).
@Suite(.requires(.sqlite3)) struct CoreDataStoreReaderTests {
    typealias F = StoreFixtures

    @Test func attributesAreReadByTheirModelTypes() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let book = try #require(try reader.objects(StoreRequest(entity: "Book", keyPaths: [], limit: 10)).first)
        #expect(F.values([book], "title") == ["b is for Book"])
        // Dates are seconds since 2001-01-01 UTC, not 1970.
        #expect(F.values([book], "added") == ["2026-03-14T09:30:00Z"])
        #expect(F.values([book], "lent") == ["true"])
        #expect(F.values([book], "pages") == ["320"])
        #expect(F.values([book], "price") == ["12.5"])
        #expect(F.values([book], "cover") == ["‹4 bytes›"])
        // A transient attribute has no column, and no value; a NULL none either.
        #expect(book.dictionary?["summary"] == nil)
        #expect(book.dictionary?["issue"] == nil)
        #expect(reader.diagnostics.isEmpty)
    }

    @Test func subEntitiesShareTheirRootsTableAndAreToldApartByZENT() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        #expect(try reader.count(of: "Item") == 3)
        #expect(try reader.count(of: "Book") == 2)
        #expect(try reader.count(of: "Magazine") == 1)
        let magazines = try reader.objects(StoreRequest(entity: "Magazine", keyPaths: [], limit: 10))
        #expect(F.values(magazines, "title") == ["A Magazine"])
        #expect(F.values(magazines, "issue") == ["7"])
    }

    @Test func objectsComeInTheListsOrderCaseInsensitiveAndUpToTheLimit() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let sorted = try reader.objects(StoreRequest(entity: "Item", keyPaths: [], sortKeyPaths: [["title"]], limit: 10))
        #expect(F.values(sorted, "title") == ["A Magazine", "b is for Book", "C Book"])
        let first = try reader.objects(StoreRequest(entity: "Item", keyPaths: [], sortKeyPaths: [["title"]], limit: 2))
        #expect(F.values(first, "title") == ["A Magazine", "b is for Book"])
        // Through a to-one relationship: by the publisher's name (none first, as a sort descriptor puts nil).
        let byPublisher = try reader.objects(
            StoreRequest(entity: "Item", keyPaths: [], sortKeyPaths: [["publisher", "name"], ["title"]], limit: 10))
        #expect(F.values(byPublisher, "title") == ["C Book", "A Magazine", "b is for Book"])
    }

    @Test func toOneRelationshipsAreForeignKeyColumns() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let items = try reader.objects(
            StoreRequest(entity: "Item", keyPaths: [["publisher", "name"]], sortKeyPaths: [["title"]], limit: 10))
        #expect(F.values(items, "publisher") == ["Penguin", "Penguin", "-"])
    }

    @Test func toManyRelationshipsAreTheInversesColumn() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let publisher = try reader.objects(StoreRequest(entity: "Publisher", keyPaths: [["items", "title"]], limit: 10))
        let items = publisher.first?.dictionary?["items"]?.array ?? []
        #expect(Set(F.values(items, "title")) == ["b is for Book", "A Magazine"])
    }

    @Test func manyToManyRelationshipsAreAJoinTable() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let books = try reader.objects(StoreRequest(entity: "Book", keyPaths: [["authors", "name"]], sortKeyPaths: [["title"]], limit: 10))
        #expect(F.values(books, "authors").map { Set($0.dropFirst().dropLast().split(separator: ",")) } == [["Ada", "Grace"], ["Grace"]])
        // And from the other side.
        let authors = try reader.objects(
            StoreRequest(entity: "Author", keyPaths: [["books", "title"]], sortKeyPaths: [["name"]], limit: 10))
        let grace = authors.last?.dictionary?["books"]?.array ?? []
        #expect(Set(F.values(grace, "title")) == ["b is for Book", "C Book"])
    }

    @Test func cdlsOrderedRowsKeepTheIntermediatesOrder() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let shelves = try reader.objects(
            StoreRequest(entity: "Shelf", keyPaths: [["places", "item", "title"]], sortKeyPaths: [["name"]], limit: 10))
        let top = try #require(shelves.last)
        let places = top.dictionary?["places"]?.array ?? []
        let byOrder = places.sorted { (F.values([$0], "order").first ?? "") < (F.values([$1], "order").first ?? "") }
        #expect(F.values(byOrder, "item") == ["A Magazine", "C Book", "b is for Book"])
    }

    @Test func aCycleOfRelationshipsIsFollowedOnlyAsFarAsTheKeyPathGoes() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let path = ["places", "item", "places", "shelf", "places", "item", "title"]
        let shelves = try reader.objects(StoreRequest(entity: "Shelf", keyPaths: [path], limit: 10))
        #expect(shelves.count == 2)
    }

    @Test func whatTheStoreLacksIsAStoreMismatchAtTheModelsDeclaration() throws {
        let folder = try TemporaryFolder()
        let sql = F.store.replacingOccurrences(of: "ZPRICE FLOAT, ", with: "").replacingOccurrences(of: "12.5, ", with: "")
            .replacingOccurrences(of: "NULL, NULL, 'A Magazine'", with: "NULL, 'A Magazine'").replacingOccurrences(
                of: "NULL, NULL, 'C Book'", with: "NULL, 'C Book'"
            )
            .replacingOccurrences(
                of:
                    "CREATE TABLE ZPUBLISHER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);\nINSERT INTO ZPUBLISHER VALUES (1, 5, 1, 'Penguin');",
                with: "")
        let (model, store) = try F.make(sql, in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let messages = reader.diagnostics.map { "\($0.code.rawValue) \($0.location.position): \($0.message)" }
        let priceLine = F.model.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"name="price""#) }! + 1
        let publisherLine =
            F.model.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"entity name="Publisher""#) }! + 1
        #expect(
            messages.contains {
                $0.hasPrefix("store-mismatch \(priceLine):") && $0.contains("Item.price") && $0.contains("ZPRICE in ZITEM")
            })
        #expect(
            messages.contains {
                $0.hasPrefix("store-mismatch \(publisherLine):") && $0.contains("entity Publisher") && $0.contains("a table ZPUBLISHER")
            })
        // What fits is still read.
        #expect(
            F.values(try reader.objects(StoreRequest(entity: "Book", keyPaths: [], sortKeyPaths: [["title"]], limit: 10)), "title") == [
                "b is for Book", "C Book",
            ])
    }

    /// An image kept in the store is read as its size, not its bytes; a long text is cut, not refused.
    @Test func largeValuesAreReadAsTheirSizeOrTheirStart() throws {
        let folder = try TemporaryFolder()
        let sql =
            F.store + """
                UPDATE ZITEM SET ZCOVER = zeroblob(40000000), ZTITLE = 'x' || hex(zeroblob(200000)) WHERE Z_PK = 3;
                """
        let (model, store) = try F.make(sql, in: folder)
        let reader = try CoreDataStoreReader(path: store, model: model)
        let book = try #require(try reader.objects(StoreRequest(entity: "Book", keyPaths: [], sortKeyPaths: [["title"]], limit: 10)).last)
        #expect(F.values([book], "cover") == ["‹40000000 bytes›"])
        #expect(F.values([book], "title").first?.count == 100_000)
    }
}
