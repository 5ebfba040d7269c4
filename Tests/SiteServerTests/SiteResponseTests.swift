import CDLGenTestSupport
import Foundation
import Testing

@testable import SiteServer

/// What the preview server answers, without a socket: only files below the site's folder (no `..`, no
/// percent-encoded `..`, no link leading out), only to requests that name it by a loopback name.
@Suite struct SiteResponseTests {
    let site: TemporaryFolder
    let outside: TemporaryFolder
    /// The site's real path, as the server keeps it.
    var root: String { site.url.resolvingSymlinksInPath().path }

    init() throws {
        site = try TemporaryFolder()
        outside = try TemporaryFolder()
        try site.write("index.html", "<html><body>Index</body></html>")
        try site.write("Events/EventDetailView.html", "<html><body>Event</body></html>")
        try site.write("style.css", "body {}")
        try outside.write("secret.txt", "not for the browser")
        try FileManager.default.createSymbolicLink(
            atPath: site.path + "/leak.txt", withDestinationPath: outside.path + "/secret.txt")
    }

    func reply(_ target: String, method: String = "GET", host: String = "127.0.0.1:8080") -> SiteReply {
        let head = "\(method) \(target) HTTP/1.1\r\nHost: \(host)\r\n\r\n"
        return SiteResponse.reply(to: SiteRequest(head: Array(head.utf8)), root: root, port: 8080, epoch: 3)
    }

    func sent(_ target: String, method: String = "GET", host: String = "127.0.0.1:8080") throws -> SiteResponse {
        guard case .send(let response) = reply(target, method: method, host: host) else {
            Issue.record("\(target): waits instead of answering")
            throw CancellationError()
        }
        return response
    }

    @Test func aPageIsServedWithTheReloadHook() throws {
        let page = try sent("/Events/EventDetailView.html")
        #expect(page.status == "200 OK")
        #expect(page.type == "text/html; charset=utf-8")
        let body = String(decoding: page.body, as: UTF8.self)
        #expect(body.contains("Event"))
        #expect(body.contains("/_cdlgen/reload.js"))
    }

    /// The site's pages link its style sheet; under `nosniff` a browser applies it only as `text/css`.
    @Test func theStyleSheetIsServedAsCSSAndAnythingElseAsBytes() throws {
        #expect(try sent("/style.css").type == "text/css; charset=utf-8")
        #expect(String(decoding: try sent("/style.css").body, as: UTF8.self) == "body {}")
        try site.write("picture.png", "not a picture")
        #expect(try sent("/picture.png").type == "application/octet-stream")
    }

    @Test func aFolderIsItsIndex() throws {
        #expect(String(decoding: try sent("/").body, as: UTF8.self).contains("Index"))
    }

    /// Each way out leads to the real file beside the site (the two folders are siblings), so that a
    /// guard that let one through would serve it.
    @Test func nothingOutsideTheSiteIsServed() throws {
        let sibling = outside.url.lastPathComponent
        let ways = [
            "/../\(sibling)/secret.txt", "/Events/../../\(sibling)/secret.txt", "/%2e%2e/\(sibling)/secret.txt",
            "/Events/%2E%2E/%2E%2E/\(sibling)/secret.txt", "/leak.txt", "/./leak.txt", "/missing.html",
        ]
        for target in ways {
            let response = try sent(target)
            #expect(response.status == "404 Not Found", "\(target)")
            #expect(!String(decoding: response.body, as: UTF8.self).contains("not for the browser"), "\(target)")
        }
    }

    @Test(arguments: ["evil.example:8080", "127.0.0.1:9090", "localhost", "127.0.0.1.evil.example:8080"])
    func aRequestForAnotherHostIsRefused(_ host: String) throws {
        #expect(try sent("/index.html", host: host).status == "421 Misdirected Request")
    }

    @Test(arguments: ["localhost:8080", "LOCALHOST:8080", "[::1]:8080", "127.0.0.1:8080"])
    func theLoopbackNamesAreAnswered(_ host: String) throws {
        #expect(try sent("/index.html", host: host).status == "200 OK")
    }

    @Test func onlyGetAndHeadAreAnswered() throws {
        #expect(try sent("/index.html", method: "POST").status == "405 Method Not Allowed")
        #expect(try sent("/index.html", method: "HEAD").status == "200 OK")
    }

    @Test func twoHostsOrNoRequestLineAreBadRequests() throws {
        let twoHosts = "GET / HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nHost: evil.example\r\n\r\n"
        guard case .send(let response) = SiteResponse.reply(to: SiteRequest(head: Array(twoHosts.utf8)), root: root, port: 8080, epoch: 0)
        else {
            Issue.record("waits")
            return
        }
        #expect(response.status == "400 Bad Request")
        #expect(SiteRequest(head: Array("hello\r\n\r\n".utf8)) == nil)
    }

    @Test func theEpochIsAnsweredAtOnceOrAfterAChange() throws {
        #expect(String(decoding: try sent("/_cdlgen/epoch").body, as: UTF8.self) == "3")
        #expect(String(decoding: try sent("/_cdlgen/epoch?after=2").body, as: UTF8.self) == "3")
        guard case .wait(let after) = reply("/_cdlgen/epoch?after=3") else {
            Issue.record("answered at once a page that has seen this epoch")
            return
        }
        #expect(after == 3)
    }
}
