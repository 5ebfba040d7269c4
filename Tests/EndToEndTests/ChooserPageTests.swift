import CDLGenTestSupport
import Foundation
import Testing

/// A chooser of more than 50 objects is written once, on a page of its own beside its definition's
/// pages, for every page that opens it (issue 40); a shorter one stays on its page.
@Suite(.requires(.python3)) struct ChooserPageTests {
    /// The sample app's site on a store of `objects` objects a table (Scripts/make-store), every object shown.
    static func site(objects: Int, in folder: TemporaryFolder) throws -> URL {
        let store = folder.url.appendingPathComponent("App-\(objects).sqlite").path
        let make = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: try RequiredTool.python3.path()),
            [
                CDLGenProcess.packageRoot.appendingPathComponent("Scripts/make-store").path, "--model", "Model.xcdatamodeld",
                "--out", store, "--objects", "\(objects)", "--quiet",
            ],
            in: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), environment: [:])
        try #require(make.status == 0, "\(make.stderr)")
        let site = folder.url.appendingPathComponent("site")
        let preview = try CDLGenProcess.run(
            ["preview", "--store", store, "--max-objects", "\(objects)", "--quiet", "-o", site.path],
            in: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"))
        try #require(preview.status == 0, "\(preview.stderr)")
        return site
    }

    static func page(_ path: String, in site: URL) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func aLongChooserIsWrittenOnceAndEachPageLinksToItWithItsOwnFragment() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(objects: 51, in: folder)
        let chooser = try Self.page("Events/EventDetailView.edit-1-4.html", in: site)
        let object = try Self.page("Events/EventDetailView.object-7.html", in: site)

        // The object's page keeps the chooser's link, not its 51 rows.
        #expect(object.contains(#"<a class="row-link edit-only" href="EventDetailView.edit-1-4.html#o7" aria-label="Edit Type"></a>"#))
        #expect(!object.contains(#"data-screen="to-one chooser""#))
        #expect(object.components(separatedBy: "choice-row").count == 1)
        // The chooser page lists them once, and has a bar for each of the 51 pages that open it, whose
        // Cancel and Save return to that page in edit mode.
        #expect(chooser.components(separatedBy: #"<li class="row choice-row""#).count - 1 == 51)
        #expect(chooser.components(separatedBy: #"<div class="origin" id="o"#).count - 1 == 51)
        #expect(chooser.contains(#"<div class="origin" id="o7">"#))
        #expect(chooser.components(separatedBy: #"href="EventDetailView.object-7.html#editing""#).count - 1 == 2)
        #expect(chooser.contains(#"href="EventDetailView.html#editing""#))  // The first object's page: o1.
        #expect(chooser.contains(#"data-screen="to-one chooser""#))
    }

    /// Each page's chosen object is the one the page's style checks when its fragment is the target: the
    /// same object the chooser checked when it was on the page.
    @Test func eachPagesChosenObjectIsCheckedByItsFragment() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(objects: 51, in: folder)
        let chooser = try Self.page("Events/EventDetailView.edit-1-4.html", in: site)
        let rows = chooser.matches(
            of: /<li class="row choice-row"[^>]*>\s*<div class="cell">\s*<div class="content">\s*<span class="title[^"]*">([^<]*)</
        )
        .map { String($0.output.1) }
        #expect(rows.count == 51)
        var checked = 0
        for match in chooser.matches(
            of:
                /\.home:has\(#o(\d+):target\) \.rows > li:nth-child\((\d+)\) \{|\.home:has\(#o(\d+):target\) \.rows > li:nth-child\((\d+)\),/
        ) {
            let origin = Int(match.output.1 ?? match.output.3 ?? "") ?? 0
            let row = Int(match.output.2 ?? match.output.4 ?? "") ?? 0
            let page = try Self.page(
                origin == 1 ? "Events/EventDetailView.html" : "Events/EventDetailView.object-\(origin).html", in: site)
            // The row that shows the object's type on its own page.
            let shown = page.firstMatch(of: /data-row-type="Relationship"[\s\S]*?<span class="value[^"]*">([^<]*)</)?.output.1
            #expect(shown.map(String.init) == rows[row - 1], "origin \(origin), row \(row)")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func aChooserOfFiftyStaysOnItsPage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(objects: 50, in: folder)
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Events/EventDetailView.edit-1-4.html").path))
        let object = try Self.page("Events/EventDetailView.object-7.html", in: site)
        #expect(object.contains(##"href="#edit-1-4""##))
        #expect(object.contains(#"data-screen="to-one chooser""#))
    }

    /// A run into the folder of an earlier one removes the chooser pages it no longer has, and only those.
    @Test func aChooserThatBecameShortLosesItsPage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(objects: 51, in: folder)
        let chooser = site.appendingPathComponent("Events/EventDetailView.edit-1-4.html").path
        let other = site.appendingPathComponent("Events/notes.edit-1-4.html").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: other))
        #expect(FileManager.default.fileExists(atPath: chooser))
        _ = try Self.site(objects: 50, in: folder)
        #expect(!FileManager.default.fileExists(atPath: chooser))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("Events/EventListView.add.edit-1-4.html").path))
        #expect(FileManager.default.fileExists(atPath: other))  // Not a chooser page of a definition of the site.
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("Events/EventDetailView.object-50.html").path))
    }

    @Test func reRunningGivesByteIdenticalChooserPages() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        let one = try Self.site(objects: 51, in: first), two = try Self.site(objects: 51, in: second)
        let names = try FileManager.default.subpathsOfDirectory(atPath: one.path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(names.filter { $0.contains(".edit-") || $0.contains(".add-") }.count >= 3)
        for name in names {
            let a = try Data(contentsOf: one.appendingPathComponent(name)), b = try Data(contentsOf: two.appendingPathComponent(name))
            #expect(a == b, "\(name)")
        }
    }
}
