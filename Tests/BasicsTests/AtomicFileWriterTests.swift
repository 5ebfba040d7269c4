import Basics
import CDLGenTestSupport
import Foundation
import Testing

@Suite struct AtomicFileWriterTests {
    /// The folder's entries, to check that no temporary file is left behind.
    func entries(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func writesANewFileWithTheUsualPermissions() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/View.plist"
        try AtomicFileWriter.write(Array("new".utf8), to: path, replacing: false)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try entries(folder) == ["View.plist"])
        // What open(2) gives a new file here, umask applied (reading the umask would mean changing it
        // for every test running at the same time).
        let reference = folder.path + "/reference"
        close(open(reference, O_WRONLY | O_CREAT | O_EXCL, 0o666))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == (try FileManager.default.attributesOfItem(atPath: reference)[.posixPermissions] as? Int))
        try FileManager.default.removeItem(atPath: reference)
    }

    @Test func refusesToReplaceUnlessAsked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("View.plist", "old")
        #expect(throws: FileWriteError(path: path, reason: "the file exists", targetExists: true)) {
            try AtomicFileWriter.write(Array("new".utf8), to: path, replacing: false)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try entries(folder) == ["View.plist"])
    }

    @Test func replacesKeepingTheFilesPermissions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("View.plist", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter.write(Array("new".utf8), to: path, replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try entries(folder) == ["View.plist"])
    }

    @Test func aMissingFolderIsAnErrorAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/Missing/View.plist"
        do {
            try AtomicFileWriter.write(Array("new".utf8), to: path, replacing: true)
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description == "cannot write \(path): no such file or directory")
        }
        #expect(try entries(folder).isEmpty)
    }

    @Test func aFolderIsNeverReplaced() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/View.plist", withIntermediateDirectories: false)
        #expect(throws: FileWriteError.self) {
            try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/View.plist", replacing: true)
        }
        #expect(try entries(folder) == ["View.plist"])
    }

    /// A link is neither replaced nor written through: it could point anywhere (README, "Limits and hostile input").
    @Test func aSymbolicLinkIsRefused() throws {
        let folder = try TemporaryFolder()
        let target = try folder.write("Target.txt", "kept")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Out.html", withDestinationPath: "Target.txt")
        #expect(
            throws: FileWriteError(
                path: folder.path + "/Out.html", reason: "it is a symbolic link (to Target.txt), and cdlgen does not write through links")
        ) {
            try AtomicFileWriter.write(Array("new".utf8), to: folder.path + "/Out.html", replacing: true)
        }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "kept")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Out.html") == "Target.txt")
        #expect(try entries(folder) == ["Out.html", "Target.txt"])
    }

    /// A device is written straight: renaming a file over /dev/null would replace the device itself.
    @Test func aDeviceIsWrittenNotReplaced() throws {
        try AtomicFileWriter.write(Array("new".utf8), to: "/dev/null", replacing: true)
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(throws: FileWriteError(path: "/dev/full", reason: "no space left on device")) {
            try AtomicFileWriter.write(Array("new".utf8), to: "/dev/full", replacing: true)
        }
    }

    @Test func aFIFOThatNobodyReadsIsAnErrorNotAWait() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/Pipe"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: FileWriteError(path: path, reason: "it is a FIFO that no process is reading")) {
            try AtomicFileWriter.write(Array("new".utf8), to: path, replacing: true)
        }
        #expect(try entries(folder) == ["Pipe"])
    }

    /// The same file, not a new one renamed over it: its inode number.
    func inode(_ path: String) -> UInt64 {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    @Test func aFileThatHoldsTheBytesAlreadyIsKeptWhenAsked() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Page.html", "same")
        let before = inode(path)
        try AtomicFileWriter.write(Array("same".utf8), to: path, replacing: true, durable: false, keepingUnchanged: true)
        #expect(inode(path) == before)
        // Without being asked, the file is replaced as ever.
        try AtomicFileWriter.write(Array("same".utf8), to: path, replacing: true, durable: false)
        #expect(inode(path) != before)
        #expect(try entries(folder) == ["Page.html"])
    }

    @Test(arguments: ["samf", "same!", "sam", ""])
    func aFileThatHoldsOtherBytesIsReplacedEvenWhenAskedToKeepIt(_ old: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("Page.html", old)
        try AtomicFileWriter.write(Array("same".utf8), to: path, replacing: true, durable: false, keepingUnchanged: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "same")
        #expect(try entries(folder) == ["Page.html"])
    }

    @Test func keepingAFileStillRefusesALinkAndStillNeedsReplacing() throws {
        let folder = try TemporaryFolder()
        try folder.write("Target.txt", "same")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Out.html", withDestinationPath: "Target.txt")
        #expect(throws: FileWriteError.self) {
            try AtomicFileWriter.write(Array("same".utf8), to: folder.path + "/Out.html", replacing: true, keepingUnchanged: true)
        }
        let path = try folder.write("Page.html", "same")
        #expect(throws: FileWriteError(path: path, reason: "the file exists", targetExists: true)) {
            try AtomicFileWriter.write(Array("same".utf8), to: path, replacing: false, keepingUnchanged: true)
        }
    }
}
