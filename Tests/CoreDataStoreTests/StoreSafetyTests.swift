import CDLGenTestSupport
import CoreDataModel
import CoreDataStore
import Foundation
import Testing

/// A store is read and never written: its bytes and its folder are the same after any run, even one
/// that fails; and a store that cannot be read is a `StoreError` saying why, never a crash or a wait.
/// The stores are written by sqlite3 (`StoreFixtures`); those an app is writing at the time, by python3.
@Suite(.requires(.sqlite3)) struct StoreSafetyTests {
    typealias F = StoreFixtures

    /// Every file of the folder with its bytes (a file too large to read, its size and modification time).
    func snapshot(_ folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let url = folder.appendingPathComponent(name)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                files[name] = "folder"
            } else if size > 64 << 20 {
                files[name] = "\(size) bytes, modified \(attributes[.modificationDate] ?? "")"
            } else {
                files[name] = try Data(contentsOf: url).base64EncodedString()
            }
        }
        return files
    }

    @Test func readingLeavesTheStoreAndItsFolderAsTheyWere() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let before = try snapshot(folder.url)
        do {
            let reader = try CoreDataStoreReader(path: store, model: model)
            _ = try reader.objects(StoreRequest(entity: "Book", keyPaths: [["authors", "name"]], limit: 10))
        }
        #expect(try snapshot(folder.url) == before)
    }

    /// A store the app has open in WAL mode: the rows still only in the `-wal` are shown, and neither file
    /// changes, nor does a `-shm` appear (SQLite makes one for a `mode=ro` open of the store itself).
    @Test(.requires(.python3)) func aWriteAheadLogIsReadWithoutBeingCheckpointed() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let python = try RequiredTool.python3.path()
        // Python keeps its connection open while the files are copied, as a running app does.
        let script = """
            import shutil, sqlite3, sys
            db = sqlite3.connect(sys.argv[1]); db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA wal_autocheckpoint=0")
            db.execute("INSERT INTO ZAUTHOR VALUES (3, 1, 1, 'Barbara')"); db.commit()
            shutil.copy(sys.argv[1], sys.argv[2]); shutil.copy(sys.argv[1] + "-wal", sys.argv[2] + "-wal")
            """
        let walFolder = folder.url.appendingPathComponent("wal")
        try FileManager.default.createDirectory(at: walFolder, withIntermediateDirectories: false)
        let copy = walFolder.appendingPathComponent("Library.sqlite").path
        let process = try Process.run(URL(fileURLWithPath: python), arguments: ["-c", script, store, copy])
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let before = try snapshot(walFolder)
        #expect(before.keys.sorted() == ["Library.sqlite", "Library.sqlite-wal"])
        do {
            let reader = try CoreDataStoreReader(path: copy, model: model)
            let authors = try reader.objects(StoreRequest(entity: "Author", keyPaths: [], sortKeyPaths: [["name"]], limit: 10))
            #expect(F.values(authors, "name") == ["Ada", "Barbara", "Grace"])
        }
        #expect(try snapshot(walFolder) == before)
    }

    /// An app that crashed in the middle of a save leaves a hot `-journal`: its rollback is read (from a
    /// private copy), not the half-written pages, and neither file changes.
    @Test(.requires(.python3)) func aCrashedSavesJournalIsRolledBackInACopy() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let python = try RequiredTool.python3.path()
        let script = """
            import os, sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None); db.execute("PRAGMA cache_size=1"); db.execute("BEGIN")
            for i in range(3, 20000): db.execute("INSERT INTO ZAUTHOR VALUES (?, 1, 1, 'Half-written')", (i,))
            os._exit(0)
            """
        let process = try Process.run(URL(fileURLWithPath: python), arguments: ["-c", script, store])
        process.waitUntilExit()
        try #require(FileManager.default.fileExists(atPath: store + "-journal"))
        let before = try snapshot(folder.url)
        do {
            let reader = try CoreDataStoreReader(path: store, model: model)
            #expect(try reader.count(of: "Author") == 2)
        }
        #expect(try snapshot(folder.url) == before)
    }

    /// A path SQLite's URI would misread — `?` starting a query, `#` a fragment, `%` an escape — still
    /// names the store, as do spaces and letters beyond ASCII.
    @Test func anyFolderNameIsThePath() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let odd = folder.url.appendingPathComponent("My ?#%20 Störe")
        try FileManager.default.createDirectory(at: odd, withIntermediateDirectories: false)
        let moved = odd.appendingPathComponent("Library ?.sqlite").path
        try FileManager.default.copyItem(atPath: store, toPath: moved)
        let reader = try CoreDataStoreReader(path: moved, model: model)
        #expect(try reader.count(of: "Item") == 3)
    }

    @Test(.requires(.python3)) func aWriterHoldingTheStoreLockedDoesNotStopTheReader() throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let python = try RequiredTool.python3.path()
        // An exclusive lock, as an app in the middle of a save, held until the test closes the writer's
        // input (or the hang guard ends it). A reader that waited for the lock would finish only after.
        let script = """
            import select, sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None); db.execute("BEGIN EXCLUSIVE")
            db.execute("UPDATE ZAUTHOR SET ZNAME = 'Locked' WHERE Z_PK = 1"); print("locked", flush=True)
            select.select([sys.stdin], [], [], float(sys.argv[2]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, store, String(TestRun.hangGuardSeconds)]
        let output = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardInput = input
        try process.run()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        _ = output.fileHandleForReading.availableData  // "locked"
        let reader = try CoreDataStoreReader(path: store, model: model)
        let authors = try reader.objects(StoreRequest(entity: "Author", keyPaths: [], sortKeyPaths: [["name"]], limit: 10))
        // The last committed state, read while the lock is held: cdlgen takes no lock the app would wait on either.
        #expect(F.values(authors, "name") == ["Ada", "Grace"])
        #expect(process.isRunning, "the read finished only after the writer let go of its lock")
    }

    @Test(arguments: ["text", "truncated", "random", "empty", "notCoreData", "folder", "missing", "sparse"])
    func aStoreThatCannotBeReadIsAStoreError(_ kind: String) throws {
        let folder = try TemporaryFolder()
        let (model, store) = try F.make(in: folder)
        let bad = folder.url.appendingPathComponent("Bad.sqlite")
        switch kind {
        case "text": try Data("not a database\n".utf8).write(to: bad)
        case "truncated": try Data(contentsOf: URL(fileURLWithPath: store)).prefix(1536).write(to: bad)
        case "random":  // What an encrypted store (SQLCipher, or a file protection class) looks like without its key.
            var generator = SplitMix64(seed: 7)
            try Data((0..<8192).map { _ in UInt8(truncatingIfNeeded: generator.next()) }).write(to: bad)
        case "empty": try Data().write(to: bad)
        case "notCoreData": _ = try CoreDataStoreFixture.write("CREATE TABLE notes (id INTEGER PRIMARY KEY, text VARCHAR);", to: bad.path)
        case "folder": try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: false)
        case "missing": break
        case "sparse":  // 10 GB that take no room: SQLite must look at the header only, not read it all.
            _ = FileManager.default.createFile(atPath: bad.path, contents: nil)
            let handle = try FileHandle(forWritingTo: bad)
            try handle.truncate(atOffset: 10 << 30)
            try handle.close()
        default: Issue.record("unknown case \(kind)")
        }
        let before = try snapshot(folder.url)
        let bytesReadBefore = try BytesRead.sinceStart()
        #expect(throws: StoreError.self, "\(kind)") {
            let reader = try CoreDataStoreReader(path: bad.path, model: model)
            _ = try reader.objects(StoreRequest(entity: "Book", keyPaths: [], limit: 10))
        }
        // Counted, not timed: the sparse store's 10 GB are not read (other tests read beside this one,
        // so the bound is far above what they read and far below the file).
        #expect(try BytesRead.sinceStart() - bytesReadBefore < 1 << 30, "\(kind)")
        #expect(try snapshot(folder.url) == before, "\(kind)")
    }

    @Test func theErrorSaysWhatIsWrong() throws {
        let folder = try TemporaryFolder()
        let (model, _) = try F.make(in: folder)
        let text = try folder.write("Notes.sqlite", "not a database\n")
        #expect(throws: StoreError.self) { try CoreDataStoreReader(path: text, model: model) }
        do {
            _ = try CoreDataStoreReader(path: text, model: model)
        } catch {
            #expect(error.message.contains("not a database"))
        }
        let plain = folder.url.appendingPathComponent("Plain.sqlite").path
        _ = try CoreDataStoreFixture.write("CREATE TABLE notes (id INTEGER PRIMARY KEY);", to: plain)
        do {
            _ = try CoreDataStoreReader(path: plain, model: model)
            Issue.record("a database without Z_PRIMARYKEY was read")
        } catch {
            #expect(error.kind == .notCoreData)
            #expect(error.message.contains("Z_PRIMARYKEY"))
        }
    }
}
