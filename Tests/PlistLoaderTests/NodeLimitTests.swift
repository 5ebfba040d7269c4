import CDLGenTestSupport
import PlistLoader
import Testing

/// `PlistLimits.maxNodes` counts values and dictionary keys the same way in every format: a file of
/// exactly the limit loads, one node more is a `limitExceeded` error at the node that crossed it (for
/// binary files, at the container whose expansion did).
@Suite struct NodeLimitTests {
    /// Five nodes each: an array holding a scalar and a dictionary of one key and its value.
    static let files: [(format: String, bytes: [UInt8], crossing: SourcePosition)] = [
        (
            "XML", Array("<plist><array><true/><dict><key>k</key><string>v</string></dict></array></plist>".utf8),
            .lineColumn(line: 1, column: 40)
        ),
        ("OpenStep", Array("( a, { k = v; } )".utf8), .lineColumn(line: 1, column: 12)),
        ("JSON", Array("[1, {\"k\": \"v\"}]".utf8), .lineColumn(line: 1, column: 11)),
        ("binary", binaryFile, .byteOffset(8)),
    ]

    static var binaryFile: [UInt8] {
        var builder = BinaryPlistBuilder()
        builder.objects = [
            BinaryPlistBuilder.array([1, 2]), BinaryPlistBuilder.int(7), [0xD1, 3, 4], BinaryPlistBuilder.ascii("k"),
            BinaryPlistBuilder.ascii("v"),
        ]
        return builder.bytes
    }

    @Test(arguments: files)
    func theLimitIsExact(format: String, bytes: [UInt8], crossing: SourcePosition) throws {
        #expect(throws: Never.self, "\(format)") { try PlistLoader(limits: PlistLimits(maxNodes: 5)).load(bytes) }
        do {
            _ = try PlistLoader(limits: PlistLimits(maxNodes: 4)).load(bytes)
            Issue.record("\(format): loaded over the limit")
        } catch {
            #expect(error.kind == .limitExceeded, "\(format)")
            #expect(error.message == "the file holds more than 4 nodes (values and dictionary keys)", "\(format)")
            #expect(error.position == crossing, "\(format)")
        }
    }
}
