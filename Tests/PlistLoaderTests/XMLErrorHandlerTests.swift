internal import CLibXML2
import Testing

@testable import PlistLoader

/// The reader takes libxml2's errors through the thread's structured-error handler while it parses: a
/// handler the caller had installed must neither see the property list's errors nor be lost.
@Suite struct XMLErrorHandlerTests {
    nonisolated(unsafe) static var callerSaw = 0

    @Test func theCallersOwnHandlerIsPutBackAndSeesNoneOfTheReadersErrors() throws {
        Self.callerSaw = 0
        let callers: xmlStructuredErrorFunc = { _, _ in XMLErrorHandlerTests.callerSaw += 1 }
        xmlSetStructuredErrorFunc(nil, callers)
        defer { xmlSetStructuredErrorFunc(nil, nil) }

        #expect(throws: PlistError.self) { try PlistLoader().load(Array("<plist><array></dict></plist>".utf8)) }
        #expect(Self.callerSaw == 0)
        // The caller's handler is back: libxml2's next error, outside the reader, reaches it.
        let broken = "<a></b>"
        let document = broken.withCString { xmlReadMemory($0, Int32(broken.utf8.count), nil, nil, 0) }
        xmlFreeDoc(document)
        #expect(Self.callerSaw > 0)
    }
}
