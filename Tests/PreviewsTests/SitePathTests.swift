import Foundation
import PlistLoader
import Testing

@testable import Basics
@testable import Previews

@Suite struct SitePathTests {
    @Test func pagesGoBelowTheFolderAllDefinitionsShare() {
        let files = ["/p/Definitions/Events/EventDetailView.plist", "/p/Definitions/./Tasks/TaskListView.json", "/p/Definitions/Top.plist"]
        #expect(SitePath.pathsBelowCommonFolder(files) == ["Events/EventDetailView.plist", "Tasks/TaskListView.json", "Top.plist"])
        #expect(SitePath.pathsBelowCommonFolder(["/p/Definitions/A.plist"]) == ["A.plist"])
        #expect(SitePath.pathsBelowCommonFolder(["/a/X.plist", "/b/../c/Y.plist"]) == ["a/X.plist", "c/Y.plist"])
        #expect(SitePath.pathsBelowCommonFolder([]) == [])
    }

    @Test func relativeFilesAreReadFromTheWorkingFolder() {
        let working = FileManager.default.currentDirectoryPath
        #expect(SitePath.pathsBelowCommonFolder(["Defs/A.plist", working + "/Defs/Sub/B.plist"]) == ["A.plist", "Sub/B.plist"])
    }

    @Test func aPageReplacesTheExtensionUnlessItMustKeepIt() {
        #expect(SitePath.page(for: "Events/EventDetailView.plist") == "Events/EventDetailView.html")
        #expect(SitePath.page(for: "Events/EventDetailView.plist", keepingExtension: true) == "Events/EventDetailView.plist.html")
        #expect(SitePath.page(for: "v1.0/View") == "v1.0/View.html")
    }

    @Test func linksLeadFromOnePageToAnotherWithoutTheWorkingFolder() {
        #expect(SitePath.link(from: "A.html", to: "index.html") == "index.html")
        #expect(SitePath.link(from: "Events/A.html", to: "index.html") == "../index.html")
        #expect(SitePath.link(from: "Events/Deep/A.html", to: "Events/B.html") == "../B.html")
        #expect(SitePath.link(from: "Events/A.html", to: "Widgets/W x#.html") == "../Widgets/W%20x%23.html")
    }

    @Test func theFolderOfAPageIsTheDotAtTheTop() {
        #expect(SitePath.folder(of: "A.html") == ".")
        #expect(SitePath.folder(of: "Events/Deep/A.html") == "Events/Deep")
    }
}

@Suite struct SitePathComponentTests {
    /// The ASCII path is split byte by byte; it must agree with the general rule.
    @Test(arguments: [
        "/a/b/c.plist", "/a/./b//c.plist", "/a/../b/c.plist", "/../a.plist", "/a/b/../../c/./d.json", "/", "/x y/é/..z/a..b/.c",
    ])
    func componentsAreTheNormalizedPathsParts(_ path: String) {
        #expect(SitePath.components(ofAbsolute: path) == PathUtilities.normalized(path).split(separator: "/"))
    }
}
