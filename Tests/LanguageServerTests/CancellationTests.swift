import Dispatch
import Foundation
import Testing

@testable import LanguageServer

/// `$/cancelRequest`: a request cancelled before its turn is answered `RequestCancelled` without the
/// work, and nothing is remembered of a request once it is answered.
@Suite struct CancellationTests {
    @Test func answeredRequestsAreForgotten() {
        let requests = CancelledRequests()
        requests.received(.number(1))
        requests.answered(.number(1))
        requests.cancel(.number(1))  // Too late: already answered.
        #expect(requests.count == 0)
        #expect(!requests.isCancelled(.number(1)))
        requests.cancel(.string("never sent"))
        #expect(requests.count == 0)
    }

    @Test func aCancelledRequestIsCancelledUntilAnswered() {
        let requests = CancelledRequests()
        requests.received(.string("a"))
        requests.cancel(.string("a"))
        #expect(requests.isCancelled(.string("a")))
        requests.answered(.string("a"))
        #expect(requests.count == 0)
    }

    @Test func cancellingAnsweredRequestsDoesNotGrowTheServersMemory() {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        _ = server.receive(.request(id: .number(0), method: "initialize", params: .object([:])))
        for id in 1...100 {
            _ = server.receive(.request(id: .number(id), method: "shutdown", params: nil))
            server.queue.sync {}  // Answered…
            _ = server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .number(Double(id))])))
        }
        #expect(server.cancellations.count == 0)
        #expect(!output.text.contains("-32800"))
    }

    @Test func aRequestCancelledWhileItWaitsIsAnsweredWithoutTheWork() {
        let output = WrittenOutput()
        let server = DefinitionLanguageServer(write: output.append)
        _ = server.receive(.request(id: .number(1), method: "initialize", params: .object([:])))
        // The queue held, so that the request waits its turn while the cancellation arrives.
        let release = DispatchSemaphore(value: 0)
        server.queue.async { release.wait() }
        _ = server.receive(.request(id: .number(2), method: "shutdown", params: nil))
        _ = server.receive(.notification(method: "$/cancelRequest", params: .object(["id": .number(2)])))
        release.signal()
        server.queue.sync {}
        #expect(output.text.contains(#"{"error":{"code":-32800,"message":"the request was cancelled"},"id":2,"jsonrpc":"2.0"}"#))
        // Not shut down: the cancelled request's work was not done.
        #expect(server.queue.sync { server.state } == .running)
        #expect(server.cancellations.count == 0)
    }
}
