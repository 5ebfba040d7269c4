import FlyingSocks
import Foundation

/// One HTTP/1.1 connection: a GET read (its request line and headers, at most 16 KiB), answered, and the
/// connection closed (`Connection: close`: no keep-alive to manage). What the site serves is
/// ``SiteResponse``'s.
struct SiteConnection {
    let socket: Socket
    let root: String
    let changes: SiteChanges

    func serve() {
        defer { try? socket.close() }
        var request: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while request.count < 16 << 10 {
            guard let bytes = try? socket.read(atMost: 4096) else { return }
            request += bytes
            if request.firstRange(of: end) != nil { break }
        }
        let response: SiteResponse
        let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self).split(separator: " ")
        if line.count == 3, line[0] == "GET" || line[0] == "HEAD" {
            response = SiteResponse.answer(target: String(line[1]), root: root, changes: changes)
        } else {
            response = SiteResponse(status: "405 Method Not Allowed", type: "text/plain", body: Data("only GET\n".utf8))
        }
        var data = response.head
        if line.first != "HEAD" { data += response.body }
        var index = data.startIndex
        while index < data.endIndex {
            guard let next = try? socket.write(data, from: index) else { return }
            index = next
        }
    }
}
