import CDLGenTestSupport
import Foundation
import Testing

@testable import Checks
@testable import Definitions

@Suite struct DefinitionCatalogTests {
    let folder: TemporaryFolder
    let outside: TemporaryFolder
    let catalog: DefinitionCatalog
    let referrer: String

    init() throws {
        folder = try TemporaryFolder()
        outside = try TemporaryFolder()
        referrer = try folder.write("Widgets/WidgetTypeDetailView.plist", "()")
        try folder.write("Widgets/WidgetAddView.plist", "()")
        try folder.write("Tasks/TaskStepDetailView.json", "[]")
        try folder.write("Add/PartAddView.plist", "()")
        let secret = try outside.write("Secret.plist", "()")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Widgets/Linked.plist", withDestinationPath: secret)
        let found = DefinitionFileFinder.find([folder.path])
        catalog = DefinitionCatalog(roots: found.roots, files: found.files)
    }

    func resolved(_ path: String) -> DefinitionCatalog.Resolution {
        .found(path: URL(fileURLWithPath: folder.path + "/" + path).resolvingSymlinksInPath().path)
    }

    @Test func besideTheReferrerFirstThenAnywhereBelow() {
        #expect(catalog.resolve("WidgetAddView", from: referrer) == resolved("Widgets/WidgetAddView.plist"))
        #expect(catalog.resolve("TaskStepDetailView", from: referrer) == resolved("Tasks/TaskStepDetailView.json"))
        #expect(catalog.resolve("PartAddView", from: referrer) == resolved("Add/PartAddView.plist"))
    }

    /// The app bundle is flat: a name with a folder is never found, even where the folder holds the file;
    /// its last part is the fix when it names one definition.
    @Test func aNameWithAFolderIsNeverFound() throws {
        #expect(catalog.resolve("../Add/PartAddView", from: referrer) == .namesFolder(bareName: "PartAddView"))
        #expect(catalog.resolve("Tasks/TaskStepDetailView", from: referrer) == .namesFolder(bareName: "TaskStepDetailView"))
        #expect(catalog.resolve("Add/PartAddView.plist", from: referrer) == .namesFolder(bareName: "PartAddView"))
        #expect(catalog.resolve("Add/Nothing", from: referrer) == .namesFolder(bareName: nil))
        #expect(catalog.resolve("Add/", from: referrer) == .namesFolder(bareName: nil))
        // Leaving the folders stays an escape only, written or through a linked folder.
        #expect(catalog.resolve("../../Secret", from: referrer) == .escapes)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/LinkedFolder", withDestinationPath: outside.path)
        #expect(catalog.resolve("../LinkedFolder/Secret", from: referrer) == .escapes)
    }

    /// Two files of one name in different folders and formats are one name once flattened; a name with a
    /// folder gets no fix-it then, as the bundle would keep either of them.
    @Test func namesAreComparedWithoutFoldersOrExtensions() throws {
        try folder.write("A/Shared.plist", "()")
        try folder.write("B/Shared.json", "[]")
        let found = DefinitionFileFinder.find([folder.path])
        let catalog = DefinitionCatalog(roots: found.roots, files: found.files)
        #expect(catalog.filesSharingNames["Shared"]?.map(\.name) == ["Shared", "Shared"])
        #expect(catalog.resolve("A/Shared", from: referrer) == .namesFolder(bareName: nil))
    }

    @Test func anythingOutsideTheFoldersIsAnEscape() {
        #expect(catalog.resolve("../../Secret", from: referrer) == .escapes)
        #expect(catalog.resolve("/etc/passwd", from: referrer) == .escapes)
        #expect(catalog.resolve("Linked", from: referrer) == .escapes)
    }

    @Test func aNameWithItsExtensionIsCaughtAndAMisspellingSuggested() {
        #expect(catalog.resolve("WidgetAddView.plist", from: referrer) == .hasExtension(bareName: "WidgetAddView"))
        #expect(catalog.resolve("WidgetAdView", from: referrer) == .missing(suggestion: "WidgetAddView"))
        #expect(catalog.resolve("Nothing", from: referrer) == .missing(suggestion: nil))
    }

    /// Another version of the folders (`cdlgen diff`'s commits): only its own files exist, whatever the
    /// disk holds, by their paths as written; leaving the folders is still an escape.
    @Test func aListingResolvesAmongItsOwnFilesOnly() {
        let root = folder.path
        let version = DefinitionCatalog.listing(
            roots: [root],
            files: [
                DefinitionFile(path: root + "/Widgets/WidgetTypeDetailView.plist"), DefinitionFile(path: root + "/Gone/GoneView.plist"),
                DefinitionFile(path: root + "/Widgets/NewView.json"),
            ])
        // Not on disk, but in the version: found beside the referrer, and by name anywhere below.
        #expect(version.resolve("NewView", from: referrer) == .found(path: root + "/Widgets/NewView.json"))
        #expect(version.resolve("GoneView", from: referrer) == .found(path: root + "/Gone/GoneView.plist"))
        // On disk, but not in the version: missing.
        #expect(version.resolve("WidgetAddView", from: referrer) == .missing(suggestion: nil))
        #expect(version.resolve("../../Secret", from: referrer) == .escapes)
        #expect(version.identity(of: root + "/Widgets/../Gone/GoneView.plist") == root + "/Gone/GoneView.plist")
        #expect(version.identity(of: root + "/Widgets/WidgetAddView.plist") == nil)
    }

    @Test func theFinderSkipsModelsSamplesProjectFilesAndHiddenFiles() throws {
        try folder.write("Model.xcdatamodeld/Model.xcdatamodel/contents.plist", "()")
        try folder.write("Samples/Event.json", "{}")
        try folder.write("cdlgen.json", "{}")
        try folder.write(".hidden/X.plist", "()")
        try folder.write("Notes.txt", "")
        let names = DefinitionFileFinder.find([folder.path]).files.map(\.name)
        #expect(names == ["PartAddView", "TaskStepDetailView", "WidgetAddView", "WidgetTypeDetailView"])
    }

    /// Files come in the order of their paths as strings, on bytes or not (ASCII paths are compared on bytes).
    @Test func theFinderListsFilesInPathOrder() throws {
        let names = ["b", "a", "Z", "ab", "a b", "a-b", "é", "É", "e\u{301}", "z", "A1", "a0", "Ω"]
        for name in names { try folder.write("Order/\(name).plist", "()") }
        let found = DefinitionFileFinder.find([folder.path + "/Order"]).files.map(\.displayPath)
        #expect(found == found.sorted())
        #expect(found.count == names.count)
        #expect(found.prefix(4).map { String($0.split(separator: "/").last!) } == ["A1.plist", "Z.plist", "a b.plist", "a-b.plist"])
    }

    /// All-ASCII paths are sorted on their bytes: the same order as `String`'s, prefixes and folders included.
    @Test func theFinderSortsASCIIPathsAsStringsSort() throws {
        let names = ["b", "a", "Z", "ab", "a b", "a-b", "a.b", "a/b", "a/a/c", "a_b", "z", "A1", "a0", "~x", "a", "Ab"]
        for name in names { try folder.write("ASCII/\(name).plist", "()") }
        let found = DefinitionFileFinder.find([folder.path + "/ASCII"]).files.map(\.displayPath)
        #expect(found == found.sorted())
        #expect(found.count == Set(names).count)
        let files = ["b/c.plist", "b.plist", "bc.plist", "b", "B", "a"].map { DefinitionFile(path: $0) }
        #expect(DefinitionFileFinder.inPathOrder(files).map(\.displayPath) == ["B", "a", "b", "b.plist", "b/c.plist", "bc.plist"])
    }
}
