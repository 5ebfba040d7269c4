import CDLGenTestSupport
import Dispatch
import Foundation
import Testing

@testable import Basics

@Suite struct ConcurrencyTests {
    @Test func concurrentMapKeepsTheOrderOfItsIndexes() {
        #expect(ConcurrentMap.map(1000) { $0 * $0 } == (0..<1000).map { $0 * $0 })
        #expect(ConcurrentMap.map(0) { $0 }.isEmpty)
    }

    /// The work runs beside the caller: it can wait for something the caller does after starting it.
    @Test func backgroundWorkRunsBesideItsCaller() {
        let callerWent = DispatchSemaphore(value: 0)
        let work = BackgroundWork { () -> String in
            // Run in the caller's place, this would wait for a signal that has not come yet.
            callerWent.wait(timeout: .now() + TestRun.hangGuardSeconds) == .success ? "read" : "ran before its caller went on"
        }
        callerWent.signal()
        #expect(work.wait() == "read")
    }
}
