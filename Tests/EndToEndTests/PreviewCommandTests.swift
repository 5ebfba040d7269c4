import CDLGenTestSupport
import Foundation
import Testing

@Suite struct PreviewCommandTests {
    /// The README's main command, run where the README says: the repository's root, no arguments but -o.
    @Test func theSampleProjectBecomesASite() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(["preview", "-o", folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote 14 pages for 9 definitions to \(folder.path)/index.html (0 errors, 0 warnings)\n")
        let pages = files(below: folder.url)
        #expect(
            pages
                == [
                    "Events/EventDetailView.html", "Events/EventDetailView.object-2.html", "Events/EventDetailView.object-3.html",
                    "Events/EventListView.html", "Tasks/TaskDetailView.html", "Tasks/TaskDetailView.object-2.html",
                    "Tasks/TaskListView.html",
                    "Tasks/TaskStepDetailView.html", "Widgets/WidgetAddView-FromType.html", "Widgets/WidgetDetailView.html",
                    "Widgets/WidgetDetailView.object-2.html", "Widgets/WidgetListView.html", "Widgets/WidgetTypeDetailView.html",
                    "index.html", "style.css",
                ].sorted())
        let index = try String(contentsOf: folder.url.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains(#"href="Events/EventDetailView.html""#))
        #expect(index.contains("entity Event"))
        let list = try String(contentsOf: folder.url.appendingPathComponent("Events/EventListView.html"), encoding: .utf8)
        #expect(list.contains(#"href="EventDetailView.object-3.html""#))
        let type = try String(contentsOf: folder.url.appendingPathComponent("Widgets/WidgetTypeDetailView.html"), encoding: .utf8)
        #expect(type.contains(#"href="WidgetAddView-FromType.html""#))
        #expect(type.contains(#"href="../index.html""#))
    }

    @Test func reRunningGivesByteIdenticalFiles() throws {
        let first = try TemporaryFolder(), second = try TemporaryFolder()
        try CDLGenProcess.run(["preview", "-o", first.path])
        try CDLGenProcess.run(["preview", "-o", second.path])
        try CDLGenProcess.run(["preview", "-o", second.path])  // Over its own output, too.
        let names = files(below: first.url)
        #expect(files(below: second.url) == names)
        for name in names {
            let left = try Data(contentsOf: first.url.appendingPathComponent(name))
            let right = try Data(contentsOf: second.url.appendingPathComponent(name))
            #expect(left == right, "\(name) differs")
        }
    }

    /// A page that already holds what it would be written with is left as it is (the same file, not a
    /// copy renamed over it); a page whose definition changed is written anew.
    @Test func reRunningRewritesOnlyThePagesThatChange() throws {
        let folder = try TemporaryFolder()
        let definitions = try copyOfDefinitions(into: folder)
        let site = folder.url.appendingPathComponent("site")
        try CDLGenProcess.run(["preview", "-o", site.path], in: folder.url)
        func inode(_ name: String) throws -> Int? {
            try FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(name).path)[.systemFileNumber] as? Int
        }
        let widget = try inode("Widgets/WidgetDetailView.html"), eventPage = try inode("Events/EventDetailView.html")
        let event = definitions.appendingPathComponent("Events/EventDetailView.plist")
        let text = try String(contentsOf: event, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "attributeKeyPath = details;", with: "attributeKeyPath = detials;").utf8).write(to: event)
        let result = try CDLGenProcess.run(["preview", "-o", site.path], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try inode("Widgets/WidgetDetailView.html") == widget)
        #expect(try inode("Events/EventDetailView.html") != eventPage)
        let page = try String(contentsOf: site.appendingPathComponent("Events/EventDetailView.html"), encoding: .utf8)
        #expect(page.contains(#"data-code="unknown-attribute""#))
    }

    @Test func diagnosticsAreCountedInTheIndexAndShownBesideTheirRows() throws {
        let folder = try TemporaryFolder()
        let definitions = try copyOfDefinitions(into: folder)
        let event = definitions.appendingPathComponent("Events/EventDetailView.plist")
        let text = try String(contentsOf: event, encoding: .utf8).replacingOccurrences(
            of: "attributeKeyPath = details;", with: "attributeKeyPath = detials;")
        try Data(text.utf8).write(to: event)
        let site = folder.url.appendingPathComponent("site")
        let result = try CDLGenProcess.run(["preview", "-o", site.path], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("(1 error, 0 warnings)\n"))
        let page = try String(contentsOf: site.appendingPathComponent("Events/EventDetailView.html"), encoding: .utf8)
        #expect(page.contains(#"data-code="unknown-attribute""#))
        let index = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("1 error</span>"))
    }

    @Test func aFolderThatCannotBeWrittenIsAnIOFailure() throws {
        let folder = try TemporaryFolder()
        let blocker = try folder.write("site", "a file where the site's folder should be")
        let result = try CDLGenProcess.run(["preview", "-o", blocker])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cdlgen: error:"))
    }

    @Test func missingPathsAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        let result = try CDLGenProcess.run(["preview", "NoSuchFolder", "-o", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or folder: NoSuchFolder"))
        #expect(files(below: folder.url).isEmpty)
    }

    @Test func fakeDataFillsTheCorpusLikeProject() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appendingPathComponent("site")
        let result = try CDLGenProcess.run(["preview", "--data", folder.path, "--fake-data", "-o", site.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("Tasks/TaskDetailView.html"), encoding: .utf8)
        #expect(page.contains("Task 1"))
        #expect(!page.contains(#"class="value placeholder""#))
    }

    /// Issue 26: a definition with a syntax error got a page saying "This definition has no sections".
    @Test func aDefinitionThatCannotBeReadShowsWhyInPlaceOfItsRows() throws {
        let folder = try TemporaryFolder()
        let good = "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; } ); } )"
        _ = try folder.write("Defs/GoodDetailView.plist", good)
        _ = try folder.write("Defs/BrokenDetailView.plist", "(\n  { \"rowType<script>\" = ; }\n)\n")
        let site = folder.url.appendingPathComponent("site")
        let result = try CDLGenProcess.run(["preview", "--no-project", "Defs", "-o", site.path], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: site.appendingPathComponent("BrokenDetailView.html"), encoding: .utf8)
        #expect(!page.contains("has no sections"))
        let main = try #require(page.range(of: "<main ").map { String(page[$0.lowerBound...]) })
        // `<wbr>` adds no text: the place reads file:line:column.
        let text = main.replacingOccurrences(of: "<wbr>", with: "")
        #expect(text.contains("This definition cannot be read:"))
        #expect(
            text.contains(
                #"<span class="location">Defs/BrokenDetailView.plist:2:25:</span> <span class="severity">error:</span> "#
                    + #"<span class="message">expected a value for the key &#39;rowType&lt;script&gt;&#39; after &#39;=&#39;, found &#39;;&#39;</span> "#
                    + #"<span class="code">[syntax-error]</span>"#), "\(main)")
        #expect(!page.contains("<script"))
        // Once, where the rows would be.
        #expect(page.components(separatedBy: #"data-code="syntax-error""#).count == 2)
        let goodPage = try String(contentsOf: site.appendingPathComponent("GoodDetailView.html"), encoding: .utf8)
        #expect(!goodPage.contains("cannot be read"))
    }

    /// Issue 26: run from a subfolder of a project, `preview` wrote `preview/` into that subfolder. Without
    /// `-o` the site goes beside the project file, wherever cdlgen runs; `-o` is the working directory's.
    @Test func withoutOutputTheSiteGoesBesideTheProjectFile() throws {
        let folder = try TemporaryFolder()
        let definitions = try copyOfDefinitions(into: folder)  // Its project file is Definitions/cdlgen.json.
        let tasks = definitions.appendingPathComponent("Tasks")
        let site = definitions.appendingPathComponent("preview")

        let fromSubfolder = try CDLGenProcess.run(["preview"], in: tasks)
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.stderr)")
        #expect(fromSubfolder.stdout == "wrote 14 pages for 9 definitions to ../preview/index.html (0 errors, 0 warnings)\n")
        #expect(files(below: site).count == 15)  // 14 pages and the style sheet.
        #expect(!FileManager.default.fileExists(atPath: tasks.appendingPathComponent("preview").path))

        // From the project's parent (which finds ./Definitions/cdlgen.json) the same folder, the same pages.
        try? FileManager.default.removeItem(at: site)
        let fromAbove = try CDLGenProcess.run(["preview"], in: folder.url)
        #expect(fromAbove.status == 0, "\(fromAbove.stderr)")
        #expect(fromAbove.stdout == "wrote 14 pages for 9 definitions to Definitions/preview/index.html (0 errors, 0 warnings)\n")
        #expect(files(below: site).count == 15)  // 14 pages and the style sheet.
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("preview").path))

        let named = try CDLGenProcess.run(["preview", "-o", "site"], in: tasks)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(files(below: tasks.appendingPathComponent("site")).count == 15)

        // With no project file, ./preview as before.
        let loose = try CDLGenProcess.run(["preview", "--no-project", "."], in: tasks)
        #expect(loose.status == 0, "\(loose.stderr)")
        #expect(loose.stdout.hasSuffix(" to preview/index.html (0 errors, 0 warnings)\n"), "\(loose.stdout)")
        #expect(FileManager.default.fileExists(atPath: tasks.appendingPathComponent("preview/index.html").path))
    }

    /// The paths of the files (not folders) below `folder`, relative to it, sorted.
    private func files(below folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                names.append(name)
            }
        }
        return names.sorted()
    }

    private func copyOfDefinitions(into folder: TemporaryFolder) throws -> URL {
        let target = folder.url.appendingPathComponent("Definitions")
        try FileManager.default.copyItem(at: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), to: target)
        return target
    }
}
