import Reporting
import Testing

@Suite struct ReportedPathTests {
    @Test func filesBelowTheWorkingDirectoryAreRelative() {
        #expect(ReportedPath("Definitions/A.plist", workingDirectory: "/work/app") == .relative("Definitions/A.plist"))
        #expect(ReportedPath("./Definitions/../Other/A.plist", workingDirectory: "/work/app/") == .relative("Other/A.plist"))
        #expect(ReportedPath("/work/app/Definitions/A.plist", workingDirectory: "/work/app") == .relative("Definitions/A.plist"))
        #expect(ReportedPath("A.plist", workingDirectory: "/") == .relative("A.plist"))
    }

    @Test func filesOutsideItAreAbsolute() {
        #expect(ReportedPath("../Other/A.plist", workingDirectory: "/work/app") == .absolute("/work/Other/A.plist"))
        #expect(ReportedPath("/work/application/A.plist", workingDirectory: "/work/app") == .absolute("/work/application/A.plist"))
        #expect(ReportedPath(".", workingDirectory: "/work/app") == .absolute("/work/app"))
    }

    @Test func urisArePercentEncoded() {
        #expect(ReportedPath.relative("Views/Odd: #1 %é.plist").uri == "Views/Odd%3A%20%231%20%25%C3%A9.plist")
        #expect(ReportedPath.relative("a:b/c.plist").uri == "a%3Ab/c.plist")  // Not read as a scheme `a:`.
        #expect(ReportedPath.absolute("/tmp/x y/A.plist").uri == "file:///tmp/x%20y/A.plist")
    }
}
