import CDLGenTestSupport
import Foundation
import Testing

@testable import PlistLoader

/// The binary writer writes what CoreFoundation and plistlib write: for the same tree, the same bytes.
@Suite struct BinaryPlistWriterTests {
    typealias Values = PlistWriterTestValues

    /// The system's python3 (Debian's, or /usr/local's), not the first on PATH.
    static let python = RequiredTool("python3 in /usr/bin or /usr/local/bin", packages: ["python3"]) {
        ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Written by plistlib (`sort_keys=False`) from the Python spelling of ``tree``. (plistlib writes no
    /// integer beyond 64 bits; ``integersBeyond64BitsAreSixteenBytes()`` covers those.)
    static let pythonTree = """
        import datetime, plistlib, sys, base64
        tree = {
            "ascii": "short", "long ascii string, 15 or more": "x" * 20, "ünïcödé 日本 🔑": "UTF-16 ✓",
            "ints": [0, 255, 256, 65535, 65536, 2**32 - 1, 2**32, 2**63 - 1, -1, -2**63, 2**64 - 1],
            "reals": [0.5, -2.25e-10, 1e300],
            "flags": [True, False, True],
            "date": datetime.datetime(2024, 1, 2, 3, 4, 5, 250000),
            "old date": datetime.datetime(1900, 6, 1),
            "data": bytes(range(40)), "empty data": b"",
            "shared": ["short", "short", 255, 0.5],
            "empty": [[], {}],
            "many": list(range(300)),
        }
        sys.stdout.write(base64.b64encode(plistlib.dumps(tree, fmt=plistlib.FMT_BINARY, sort_keys=False)).decode())
        """

    static var tree: PlistValue {
        func integers(_ values: [PlistInteger]) -> PlistNode { Values.node(.array(values.map { Values.node(.integer($0)) })) }
        func date(_ text: String, fraction: Double = 0) -> PlistNode {
            let formatter = ISO8601DateFormatter()
            return Values.node(.date(formatter.date(from: text)!.addingTimeInterval(fraction)))
        }
        return Values.dictionary([
            "ascii": Values.string("short"), "long ascii string, 15 or more": Values.string(String(repeating: "x", count: 20)),
            "ünïcödé 日本 🔑": Values.string("UTF-16 ✓"),
            "ints": integers([
                0, 255, 256, 65535, 65536, 4_294_967_295, 4_294_967_296, PlistInteger(Int64.max), -1, PlistInteger(Int64.min),
                PlistInteger(isNegative: false, magnitude: UInt128(UInt64.max)),
            ]),
            "reals": Values.array(Values.node(.real(0.5)), Values.node(.real(-2.25e-10)), Values.node(.real(1e300))),
            "flags": Values.array(Values.node(.boolean(true)), Values.node(.boolean(false)), Values.node(.boolean(true))),
            "date": date("2024-01-02T03:04:05Z", fraction: 0.25),
            "old date": date("1900-06-01T00:00:00Z"),
            "data": Values.node(.data(Array(0..<40))), "empty data": Values.node(.data([])),
            "shared": Values.array(Values.string("short"), Values.string("short"), Values.node(.integer(255)), Values.node(.real(0.5))),
            "empty": Values.array(Values.array(), Values.dictionary([:])),
            "many": Values.node(.array((0..<300).map { Values.node(.integer(PlistInteger(Int64($0)))) })),
        ]).value
    }

    @Test(.requires(python)) func theBytesArePlistlibs() throws {
        let process = Process()
        process.executableURL = try Self.python.url()
        process.arguments = ["-c", Self.pythonTree]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let expected = Array(try #require(Data(base64Encoded: output)))

        let written = try PlistWriter.write(Self.tree, as: .binary)
        #expect(written.losses.isEmpty)
        let firstDifference =
            zip(written.bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(written.bytes.count, expected.count)
        #expect(
            written.bytes == expected,
            "\(written.bytes.count) bytes written, \(expected.count) expected; first difference at byte \(firstDifference)")
        #expect(try PlistLoader().load(written.bytes).root.value == Self.tree)
    }

    @Test func integersBeyond64BitsAreSixteenBytes() throws {
        let value = PlistValue.array([
            Values.node(.integer(PlistInteger(isNegative: false, magnitude: 1 << 100))), Values.node(.integer(PlistInteger(Int128.min))),
        ])
        let bytes = try PlistWriter.write(value, as: .binary).bytes
        let big: [UInt8] = [0x14, 0, 0, 0, 0x10] + [UInt8](repeating: 0, count: 12)
        let smallest: [UInt8] = [0x14, 0x80] + [UInt8](repeating: 0, count: 15)
        #expect(Array(bytes[11..<28]) == big)
        #expect(Array(bytes[28..<45]) == smallest)
        #expect(try PlistLoader().load(bytes).root.value == value)
    }

    @Test func equalScalarsAreStoredOnce() throws {
        let value = Values.array(Values.string("same"), Values.string("same"), Values.string("same")).value
        let bytes = try PlistWriter.write(value, as: .binary).bytes
        // The trailer's object count: the array and one string.
        #expect(bytes[bytes.count - 24..<bytes.count - 16].last == 2)
    }

    /// Swift's `==` calls "é" and "e" + U+0301 equal; CoreFoundation keeps them apart, and so must the
    /// writer, both as values and as keys.
    @Test func canonicallyEquivalentStringsStayApart() throws {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let value = Values.dictionary([composed: Values.string(composed), decomposed: Values.string(decomposed)]).value
        let written = try PlistWriter.write(value, as: .binary)
        #expect(written.losses.isEmpty)
        let root = try #require(try PlistLoader().load(written.bytes).root.dictionary)
        #expect(root.entries.map { Array($0.key.unicodeScalars) } == [Array(composed.unicodeScalars), Array(decomposed.unicodeScalars)])
        #expect(
            root.entries.map { Array(($0.value.string ?? "").unicodeScalars) } == [
                Array(composed.unicodeScalars), Array(decomposed.unicodeScalars),
            ])
    }

    @Test func aDuplicateKeyKeepsTheLastValueAndIsReported() throws {
        let value = Values.dictionary(["k": Values.string("first"), "k": Values.string("last")]).value
        let written = try PlistWriter.write(value, as: .binary)
        #expect(written.losses.map(\.kind) == [.duplicateKeyDropped])
        #expect(try PlistLoader().load(written.bytes).root.dictionary?.entries.map(\.value) == [Values.string("last")])
    }
}
