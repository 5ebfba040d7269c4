import CDLGenTestSupport
import CoreDataModel
import CoreDataStore
import Foundation
import PlistLoader
import Testing

/// A library app's model: inheritance (Book and Magazine are Items), to-one and to-many with inverses, a
/// many-to-many (Book.authors ↔ Author.books), CDL's ordered rows (Shelf → ShelfPlace → Item, by `order`),
/// every attribute kind, and a transient attribute (no column).
enum StoreFixtures {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Author" representedClassName="Author">
                <attribute name="name" attributeType="String"/>
                <relationship name="books" optional="YES" toMany="YES" destinationEntity="Book" inverseName="authors" inverseEntity="Book"/>
            </entity>
            <entity name="Book" representedClassName="Book" parentEntity="Item">
                <attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <relationship name="authors" optional="YES" toMany="YES" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            </entity>
            <entity name="Item" representedClassName="Item" isAbstract="YES">
                <attribute name="title" attributeType="String"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="lent" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="price" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="cover" optional="YES" attributeType="Binary"/>
                <attribute name="summary" optional="YES" transient="YES" attributeType="String"/>
                <relationship name="publisher" optional="YES" maxCount="1" destinationEntity="Publisher" inverseName="items" inverseEntity="Publisher"/>
                <relationship name="places" optional="YES" toMany="YES" destinationEntity="ShelfPlace" inverseName="item" inverseEntity="ShelfPlace"/>
            </entity>
            <entity name="Magazine" representedClassName="Magazine" parentEntity="Item">
                <attribute name="issue" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
            <entity name="Publisher" representedClassName="Publisher">
                <attribute name="name" attributeType="String"/>
                <relationship name="items" optional="YES" toMany="YES" destinationEntity="Item" inverseName="publisher" inverseEntity="Item"/>
            </entity>
            <entity name="Shelf" representedClassName="Shelf">
                <attribute name="name" attributeType="String"/>
                <relationship name="places" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="ShelfPlace" inverseName="shelf" inverseEntity="ShelfPlace"/>
            </entity>
            <entity name="ShelfPlace" representedClassName="ShelfPlace">
                <attribute name="order" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <relationship name="item" optional="YES" maxCount="1" destinationEntity="Item" inverseName="places" inverseEntity="Item"/>
                <relationship name="shelf" optional="YES" maxCount="1" destinationEntity="Shelf" inverseName="places" inverseEntity="Shelf"/>
            </entity>
        </model>
        """

    /// The store as Core Data lays it out for that model: entity numbers alphabetical, sub-entities after
    /// their root in `Z_PRIMARYKEY` with `Z_SUPER`; Book and Magazine rows in `ZITEM`; the many-to-many in
    /// `Z_2AUTHORS` (Book is entity 2); dates in seconds since 2001.
    static var store: String {
        """
        CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
        INSERT INTO Z_PRIMARYKEY VALUES (1, 'Author', 0, 2), (2, 'Book', 3, 0), (3, 'Item', 0, 4), (4, 'Magazine', 3, 0),
            (5, 'Publisher', 0, 1), (6, 'Shelf', 0, 2), (7, 'ShelfPlace', 0, 4);
        CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
        CREATE TABLE ZAUTHOR (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
        INSERT INTO ZAUTHOR VALUES (1, 1, 1, 'Ada'), (2, 1, 1, 'Grace');
        CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLENT INTEGER, ZPAGES INTEGER, ZISSUE INTEGER,
            ZPUBLISHER INTEGER, ZADDED TIMESTAMP, ZPRICE FLOAT, ZTITLE VARCHAR, ZCOVER BLOB);
        INSERT INTO ZITEM VALUES
            (1, 2, 1, 1, 320, NULL, 1, \(CoreDataStoreFixture.seconds("2026-03-14T09:30:00Z")), 12.5, 'b is for Book', x'00010203'),
            (2, 4, 1, 0, NULL, 7, 1, NULL, NULL, 'A Magazine', NULL),
            (3, 2, 1, 0, 100, NULL, NULL, NULL, NULL, 'C Book', NULL);
        CREATE TABLE ZPUBLISHER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
        INSERT INTO ZPUBLISHER VALUES (1, 5, 1, 'Penguin');
        CREATE TABLE ZSHELF (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
        INSERT INTO ZSHELF VALUES (1, 6, 1, 'Top'), (2, 6, 1, 'Bottom');
        CREATE TABLE ZSHELFPLACE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZORDER INTEGER, ZITEM INTEGER, ZSHELF INTEGER);
        INSERT INTO ZSHELFPLACE VALUES (1, 7, 1, 2, 1, 1), (2, 7, 1, 0, 2, 1), (3, 7, 1, 1, 3, 1), (4, 7, 1, 0, 1, 2);
        CREATE TABLE Z_2AUTHORS (Z_2BOOKS INTEGER, Z_1AUTHORS INTEGER, PRIMARY KEY (Z_2BOOKS, Z_1AUTHORS));
        INSERT INTO Z_2AUTHORS VALUES (1, 1), (1, 2), (3, 2);
        """
    }

    /// A folder with the model and a store made from `sql` (the store above by default), by `sqlite3`:
    /// the tests that call this require it (`.requires(.sqlite3)`).
    static func make(_ sql: String = store, in folder: TemporaryFolder) throws -> (model: CoreDataModel, store: String) {
        let contents = try folder.write("Library.xcdatamodel/contents", model)
        let store = try CoreDataStoreFixture.write(sql, to: folder.url.appendingPathComponent("Library.sqlite").path)
        return (try CoreDataModelReader.read(contents), store)
    }

    /// The text of each object's value at `key`.
    static func values(_ objects: [PlistNode], _ key: String) -> [String] {
        objects.map { object in
            switch object.dictionary?[key]?.value {
            case .string(let text)?: text
            case .integer(let number)?: "\(number.int64 ?? 0)"
            case .real(let number)?: "\(number)"
            case .boolean(let flag)?: flag ? "true" : "false"
            case .date(let date)?: ISO8601DateFormatter().string(from: date)
            case .array(let items)?: "[" + values(items, "name").joined(separator: ",") + "]"
            case .dictionary(let related)?: related["name"]?.string ?? related["title"]?.string ?? "{}"
            default: "-"
            }
        }
    }
}
