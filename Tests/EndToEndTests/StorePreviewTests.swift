import CDLGenTestSupport
import Foundation
import Testing

/// `preview --store` and `render --store` (issue 23), run as users run them, on stores sqlite3 writes.
@Suite(.requires(.sqlite3)) struct StorePreviewTests {
    /// A small app: Publisher and Book with a list, in Core Data's layout.
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Book" representedClassName="Book">
                <attribute name="title" attributeType="String"/>
                <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <relationship name="publisher" optional="YES" maxCount="1" destinationEntity="Publisher" inverseName="books" inverseEntity="Publisher"/>
            </entity>
            <entity name="Publisher" representedClassName="Publisher">
                <attribute name="name" attributeType="String"/>
                <relationship name="books" optional="YES" toMany="YES" destinationEntity="Book" inverseName="publisher" inverseEntity="Book"/>
            </entity>
        </model>
        """

    static func store(books: [String]) -> String {
        let rows = books.enumerated().map { index, title in
            "(\(index + 1), 1, 1, \(index % 2 == 0 ? "1" : "NULL"), \(CoreDataStoreFixture.seconds("2026-03-14T09:30:00Z")), '\(title)')"
        }
        return """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            INSERT INTO Z_PRIMARYKEY VALUES (1, 'Book', 0, \(books.count)), (2, 'Publisher', 0, 2);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE ZBOOK (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZPUBLISHER INTEGER, ZADDED TIMESTAMP, ZTITLE VARCHAR);
            \(rows.isEmpty ? "" : "INSERT INTO ZBOOK VALUES " + rows.joined(separator: ", ") + ";")
            CREATE TABLE ZPUBLISHER (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
            INSERT INTO ZPUBLISHER VALUES (1, 2, 1, 'Penguin'), (2, 2, 1, 'Faber');
            """
    }

    /// The project: a list of books by title, their detail view with the publisher, and the store.
    static func project(books: [String]) throws -> (folder: TemporaryFolder, store: String) {
        let folder = try TemporaryFolder()
        _ = try folder.write("App/Model.xcdatamodel/contents", model)
        _ = try folder.write(
            "App/BookListView.plist",
            """
            { entityName = Book; controllerTitle = Books; detailViewPropertyListFile = BookDetailView;
              cellTextLabelKeyPath = title; sortKeyPaths = (title); }
            """)
        _ = try folder.write(
            "App/BookDetailView.plist",
            """
            ( { rowInformation = (
                { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Title; attributeKeyPath = title; },
                { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = Added; attributeKeyPath = added;
                  dateFormatterStyle = NSDateFormatterMediumStyle; },
                { rowType = CDLTableRowTypeRelationship; rowLabel = Publisher; attributeKeyPath = publisher.name; } ); } )
            """)
        _ = try folder.write(
            "App/PublisherListView.plist",
            """
            { entityName = Publisher; detailViewPropertyListFile = PublisherDetailView; cellTextLabelKeyPath = name; sortKeyPaths = (name); }
            """)
        _ = try folder.write(
            "App/PublisherDetailView.plist",
            """
            ( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; } ); },
              { sectionTitle = Books; rowInformation = (
                { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Book; attributeKeyPath = books.title; } ); } )
            """)
        let store = try CoreDataStoreFixture.write(store(books: books), to: folder.url.appendingPathComponent("App.sqlite").path)
        return (folder, store)
    }

    static let arguments = ["--no-project", "App", "--model", "App/Model.xcdatamodel", "--store", "App.sqlite"]

    @Test func aListShowsTheStoresObjectsAsCDLSortsThemEachWithItsPage() throws {
        let (folder, store) = try Self.project(books: ["b Book", "C Book", "A Book"])
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let result = try CDLGenProcess.run(["preview"] + Self.arguments + ["-o", "site"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let list = try String(contentsOf: folder.url.appendingPathComponent("site/BookListView.html"), encoding: .utf8)
        let titles = ["A Book", "b Book", "C Book"].compactMap { list.range(of: ">\($0)<")?.lowerBound }
        #expect(titles.count == 3 && titles == titles.sorted(), "case-insensitive, as CDL sorts")
        // A page per object, in the list's order: "A Book" (the store's third row) first.
        #expect(list.contains(#"href="BookDetailView.object-3.html""#))
        let first = try String(contentsOf: folder.url.appendingPathComponent("site/BookDetailView.html"), encoding: .utf8)
        #expect(first.contains(">A Book<"))
        #expect(first.contains(">Penguin<"))
        #expect(first.contains("Mar 14, 2026"))
        // The Relationship row's chooser offers the store's publishers, its own checked.
        #expect(first.contains(#"aria-selected="true" data-row-type="Relationship" data-style="default">"#))
        #expect(first.contains(">Faber<"))
        let third = try String(contentsOf: folder.url.appendingPathComponent("site/BookDetailView.object-3.html"), encoding: .utf8)
        #expect(third.contains(">C Book<"))
        // Related objects lead to their own pages: Penguin is the second publisher by name.
        #expect(first.contains(#"<a class="content" href="PublisherDetailView.object-2.html">"#))
        let penguin = try String(contentsOf: folder.url.appendingPathComponent("site/PublisherDetailView.object-2.html"), encoding: .utf8)
        #expect(penguin.contains(#"<a class="content" href="BookDetailView.html">"#))
        #expect(penguin.contains(#"<a class="content" href="BookDetailView.object-2.html">"#))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["App", "App.sqlite", "site"])
    }

    @Test func maxObjectsReadsOnlySoManyAndTheListSaysHowManyMoreThereAre() throws {
        let (folder, _) = try Self.project(books: (1...12).map { "Book \(String(format: "%02d", $0))" })
        let result = try CDLGenProcess.run(
            ["render", "App/BookListView.plist", "--width", "70", "--max-objects", "5"] + Self.arguments.dropFirst(2), in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Book 05"))
        #expect(!result.stdout.contains("Book 06"))
        #expect(result.stdout.contains("The first 5 of 12 Book objects (--max-objects)."))
    }

    @Test func aStoreWithoutObjectsOfTheListsEntityShowsAnEmptyListThatSaysSo() throws {
        let (folder, _) = try Self.project(books: [])
        let result = try CDLGenProcess.run(
            ["render", "App/BookListView.plist", "--width", "50"] + Self.arguments.dropFirst(2), in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("No Book objects."))
        #expect(!result.stdout.contains("‹title›"))
    }

    @Test func aStoreThatCannotBeReadStopsTheRunNamingIt() throws {
        let (folder, _) = try Self.project(books: ["A Book"])
        _ = try folder.write("Broken.sqlite", "not a database\n")
        let result = try CDLGenProcess.run(
            ["preview", "--no-project", "App", "--model", "App/Model.xcdatamodel", "--store", "Broken.sqlite", "-o", "site"], in: folder.url
        )
        #expect(result.status == 2)
        #expect(result.stderr == "Error: --store Broken.sqlite: file is not a database\n", "\(result.stderr)")
        // A bad file is not a bad argument (issue 38, item 7): no usage line under the message.
        #expect(!result.stderr.contains("Usage:"))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("site").path))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Broken.sqlite"), encoding: .utf8) == "not a database\n")
    }

    @Test func renderDrawsTheObjectItIsAskedFor() throws {
        let (folder, _) = try Self.project(books: ["b Book", "C Book", "A Book"])
        // With the project file, render reads the list that leads to the view: its order picks the object.
        _ = try folder.write("cdlgen.json", #"{"definitions": "App", "model": "App/Model.xcdatamodel", "store": "App.sqlite"}"#)
        let arguments = ["--width", "50"]
        let second = try CDLGenProcess.run(["render", "App/BookDetailView.plist", "--object", "2"] + arguments, in: folder.url)
        #expect(second.status == 0, "\(second.stderr)")
        // In the order of the list: A Book, b Book, C Book.
        #expect(second.stdout.contains("b Book"))
        let past = try CDLGenProcess.run(["render", "App/BookDetailView.plist", "--object", "4"] + arguments, in: folder.url)
        #expect(past.status == 2)
        #expect(past.stderr.contains("--object 4: there are 3 Book objects to show"), "\(past.stderr)")
    }

    @Test func theProjectFileCanNameTheStore() throws {
        let (folder, _) = try Self.project(books: ["A Book"])
        _ = try folder.write("cdlgen.json", #"{"definitions": "App", "model": "App/Model.xcdatamodel", "store": "App.sqlite"}"#)
        let result = try CDLGenProcess.run(["render", "App/BookListView.plist", "--width", "50"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("A Book"))
    }

    @Test func aStoreNeedsTheModel() throws {
        let (folder, _) = try Self.project(books: ["A Book"])
        let result = try CDLGenProcess.run(["preview", "--no-project", "App", "--store", "App.sqlite", "-o", "site"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--store needs the app's Core Data model"), "\(result.stderr)")
    }

    @Test func aStoreOfAnotherModelIsAMismatchNamingWhatItLacks() throws {
        let (folder, store) = try Self.project(books: ["A Book"])
        try FileManager.default.removeItem(atPath: store)
        let older = Self.store(books: ["A Book"]).replacingOccurrences(of: "ZADDED TIMESTAMP, ", with: "")
            .replacingOccurrences(of: ", \(CoreDataStoreFixture.seconds("2026-03-14T09:30:00Z")), ", with: ", ")
        _ = try CoreDataStoreFixture.write(older, to: store)
        let result = try CDLGenProcess.run(["preview"] + Self.arguments + ["-o", "site"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOf: folder.url.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains(#"data-code="store-mismatch""#))
        #expect(index.contains("Book.added"))
        let explain = try CDLGenProcess.run(["explain", "store-mismatch"])
        #expect(explain.status == 0)
    }
}

/// Issue 23's acceptance on CoreDataLibrary's own sample apps and stores (never committed: `CDL_CHECKOUT`
/// names a checkout of epec254/coredatalibrary; without it the tests are skipped).
@Suite(.requires(.coreDataLibraryCheckout)) struct CoreDataLibraryStoreTests {
    static func samples() throws -> URL {
        try RequiredTool.coreDataLibraryCheckout.url().appendingPathComponent("Samples")
    }

    /// The site of `app`'s folder filled from its store, and the store's bytes before and after. The
    /// folder lives as long as the value returned.
    func preview(_ app: String, store: String) throws -> (site: TemporaryFolder, storeBytes: (Data, Data)) {
        let folder = try Self.samples().appendingPathComponent(app)
        let storeURL = folder.appendingPathComponent(store)
        let site = try TemporaryFolder()
        let before = try Data(contentsOf: storeURL)
        let result = try CDLGenProcess.run([
            "preview", "--no-project", folder.path, "--model", folder.appendingPathComponent("\(app).xcdatamodel").path, "--store",
            storeURL.path,
            "-o", site.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        return (site, (before, try Data(contentsOf: storeURL)))
    }

    func texts(_ site: TemporaryFolder, _ page: String) throws -> String {
        try String(contentsOf: site.url.appendingPathComponent(page), encoding: .utf8)
    }

    @Test func coreDataSampleFor436ShowsItsWidgetsAsCDLDoes() throws {
        let (site, bytes) = try preview("CoreDataSampleFor436", store: "CoreDataSampleFor436_InitialData.sqlite")
        #expect(bytes.0 == bytes.1)
        let list = try texts(site, "WidgetListView.html")
        let order = ["a new test", "B New test", "C new test"].compactMap { list.range(of: ">\($0)<")?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
        // "B New test" is the list's second row: its page is object 2's.
        let b = try texts(site, "WidgetDetailView.object-2.html")
        #expect(b.contains(">B New test<"))
        #expect(b.contains(">Type 1<"))
        // The definition asks for the long style (NSDateFormatterLongStyle) of --locale, en_US here.
        #expect(b.contains("April 3, 2010"))
        let processes = ["Process Super", "Process Great", "Process Awesome"].compactMap { b.range(of: ">\($0)<")?.lowerBound }
        #expect(processes.count == 3 && processes == processes.sorted())
        let c = try texts(site, "WidgetDetailView.object-3.html")
        let reversed = ["Process Awesome", "Process Great", "Process Super"].compactMap { c.range(of: ">\($0)<")?.lowerBound }
        #expect(reversed.count == 3 && reversed == reversed.sorted())
    }

    @Test func toManyEventsHasNoEventAndFourVIPsToChooseFrom() throws {
        let (site, bytes) = try preview("ToManyEvents", store: "ToManyEvents_InitialData.sqlite")
        #expect(bytes.0 == bytes.1)
        let list = try texts(site, "ToManyEventsRootView.html")
        #expect(list.contains("No Event objects."))
        let detail = try texts(site, "ToManyEventsDetailView.html")
        let chooser = try #require(detail.range(of: #"id="add-2-1""#).map { String(detail[$0.lowerBound...]) })
        for vip in ["Abe Lincoln", "George Washington", "John Adams", "Paul Revere"] {
            #expect(chooser.contains(">\(vip)<"), "\(vip)")
        }
    }
}
