import CDLGenTestSupport
import Foundation
import PlistLoader
import Testing

@Suite struct BinaryPlistReaderTests {
    /// Written by Python's plistlib: `plistlib.dumps({...}, fmt=plistlib.FMT_BINARY)` of the values below.
    static let plistlibFile = Array(
        Data(
            base64Encoded: """
                YnBsaXN0MDDdAQIDBAUGBwgJCgsMDQ4PEBESExQVGhscHR5TYmlnUWRUZGF0YVFlUmVkUWZTbmVnVm5lc3RlZFFyVXNtYWxsUXRRdWJUDVJN\
                E3//////////M0HHsrEMAAAAQgABoNAjfjfkPIgAdZwT//////////uhFqIXGBABoRkQAiM/+AAAAAAAABDICWVl5Wcsip4AICcTYVAkCCMnKS4w\
                MzU5QEJISkxRWmNmZ2hxenx/gYOFjpCRnAAAAAAAAAEBAAAAAAAAAB8AAAAAAAAAAAAAAAAAAACf
                """)!)

    @Test func readsWhatPlistlibWrites() throws {
        let document = try PlistLoader().load(Self.plistlibFile)
        #expect(document.format == .binary)
        let root = try #require(document.root.dictionary)
        #expect(root["big"]?.value == .integer(PlistInteger(Int64.max)))
        #expect(root["neg"]?.value == .integer(-5))
        #expect(root["small"]?.value == .integer(200))
        #expect(root["r"]?.value == .real(1.5))
        #expect(root["f"]?.value == .real(1e300))
        #expect(root["d"]?.value == .date(ISO8601DateFormatter().date(from: "2026-03-14T09:30:00Z")!))
        #expect(root["data"]?.value == .data([0, 1]))
        #expect(root["e"]?.value == .array([]))
        #expect(root["ed"]?.dictionary?.entries.isEmpty == true)
        #expect(root["t"]?.value == .boolean(true))
        #expect(root["u"]?.value == .string("日本語 ✓"))
        #expect(root["名前"]?.value == .string("値"))
        #expect(root["nested"]?.array?.first?.array?.last?.array?.first?.value == .integer(2))
        #expect(document.root.position == .byteOffset(8))
        #expect(root.entry(forKey: "big")?.keyPosition == .byteOffset(35))
    }

    /// No writer makes one, but a file may hold a key twice: both entries are kept, the last wins, as in
    /// the text formats (so `duplicate-key` is reported for binary files too).
    @Test func aDuplicateKeyKeepsBothEntries() throws {
        var builder = BinaryPlistBuilder()
        builder.objects = [
            BinaryPlistBuilder.dictionary(keys: [1, 1], values: [2, 3]), BinaryPlistBuilder.ascii("k"),
            BinaryPlistBuilder.ascii("first"), BinaryPlistBuilder.ascii("last"),
        ]
        let root = try #require(try PlistLoader().load(builder.bytes).root.dictionary)
        #expect(root.entries.map(\.key) == ["k", "k"])
        #expect(root["k"]?.value == .string("last"))
    }

    @Test func sharedObjectsAreExpandedEachTime() throws {
        var builder = BinaryPlistBuilder()
        builder.objects = [BinaryPlistBuilder.array([1, 1, 1]), BinaryPlistBuilder.ascii("x")]
        let root = try PlistLoader().load(builder.bytes).root
        #expect(root.array?.map(\.value) == [.string("x"), .string("x"), .string("x")])
    }

    /// Each malformed file, the message it gives and the byte offset it points at. The file they start
    /// from: the header (0–7), `[ref 1]` at 8, `"ok"` at 10, the offset table at 13, the trailer at 15.
    static let malformed: [(name: String, build: @Sendable (inout BinaryPlistBuilder) -> Void, message: String, offset: Int)] = [
        ("offset size 0", { $0.offsetSize = 0 }, "offset size is 0", 13),  // No offset table: the trailer is at 13.
        ("reference size 0", { $0.referenceSize = 0 }, "object reference size is 0", 15),
        ("root out of range", { $0.root = 9 }, "root object (9)", 15),
        ("object count too large", { $0.objectCount = UInt64.max }, "object count", 15),
        ("offset table outside", { $0.offsetTableStart = 3 }, "offset table position (3)", 15),
        ("offset out of range", { $0.offsets = [1: 200] }, "object 1's offset (200)", 14),
        ("reference out of range", { $0.objects = [BinaryPlistBuilder.array([7])] }, "reference 7 is not one of", 9),
        ("cycle", { $0.objects = [BinaryPlistBuilder.array([1]), BinaryPlistBuilder.array([0])] }, "contains itself", 8),
        ("NaN date", { $0.objects = [[0x33, 0x7F, 0xF8, 0, 0, 0, 0, 0, 0]] }, "a date is nan", 8),
        ("infinite date", { $0.objects = [[0x33, 0x7F, 0xF0, 0, 0, 0, 0, 0, 0]] }, "a date is inf", 8),
        ("unpaired surrogate", { $0.objects = [[0x61, 0xD8, 0x00]] }, "unpaired surrogate", 9),
        ("length past the end", { $0.objects = [[0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]] }, "a length of", 9),
        ("count past the end", { $0.objects = [[0xAE, 0]] }, "elements run past", 8),
        ("non-ASCII in an ASCII string", { $0.objects = [[0x52, 0x41, 0xE9]] }, "byte 0xE9 in an ASCII string", 10),
        ("null", { $0.objects = [[0x00]] }, "null or fill", 8),
        ("set", { $0.objects = [[0xC0]] }, "not one of a property list's types", 8),
        ("key not a string", { $0.objects = [[0xD1, 1, 1], BinaryPlistBuilder.int(3)] }, "keys must be strings", 11),
    ]

    @Test(arguments: malformed.indices)
    func malformedFilesAreSyntaxErrorsAtTheirOffset(_ index: Int) {
        let testCase = Self.malformed[index]
        var builder = BinaryPlistBuilder()
        builder.objects = [BinaryPlistBuilder.array([1]), BinaryPlistBuilder.ascii("ok")]
        testCase.build(&builder)
        #expect {
            _ = try PlistLoader().load(builder.bytes)
        } throws: { error in
            guard let error = error as? PlistError else { return false }
            return error.kind == .syntax && error.message.contains(testCase.message) && error.position == .byteOffset(testCase.offset)
        }
    }

    @Test func aWellFormedFileOfTheSameShapeLoads() throws {
        var builder = BinaryPlistBuilder()
        builder.objects = [BinaryPlistBuilder.array([1]), BinaryPlistBuilder.ascii("ok")]
        #expect(try PlistLoader().load(builder.bytes).root.array?.first?.value == .string("ok"))
    }

    /// 41 arrays, each holding the next one twice: 2^40 paths from the root, in a file of a few hundred bytes.
    @Test func anExponentialDAGIsRefusedQuickly() throws {
        var builder = BinaryPlistBuilder()
        builder.objects = (0..<40).map { BinaryPlistBuilder.array([$0 + 1, $0 + 1]) } + [BinaryPlistBuilder.ascii("leaf")]
        let bytes = builder.bytes
        #expect(bytes.count < 250)
        #expect {
            _ = try PlistLoader().load(bytes)
        } throws: { error in
            (error as? PlistError)?.kind == .limitExceeded && (error as? PlistError)?.message.contains("more than 10000000 nodes") == true
        }
        // Within a smaller budget the same shape, 10 levels deep, loads: the count is exact, not a guess.
        var small = BinaryPlistBuilder()
        small.objects = (0..<10).map { BinaryPlistBuilder.array([$0 + 1, $0 + 1]) } + [BinaryPlistBuilder.ascii("leaf")]
        #expect(throws: Never.self) { try PlistLoader(limits: PlistLimits(maxBinaryNodes: 2047)).load(small.bytes) }
        #expect(throws: PlistError.self) { try PlistLoader(limits: PlistLimits(maxBinaryNodes: 2046)).load(small.bytes) }
    }

    @Test func nestingDeeperThanTheLimitIsRefused() throws {
        var builder = BinaryPlistBuilder()
        builder.offsetSize = 2
        builder.referenceSize = 2
        builder.objects =
            (0..<600).map { [0xA1] + BinaryPlistBuilder.bigEndian(UInt64($0 + 1), width: 2) } + [BinaryPlistBuilder.ascii("deep")]
        #expect {
            _ = try PlistLoader().load(builder.bytes)
        } throws: { error in
            (error as? PlistError)?.kind == .limitExceeded
        }
    }

    /// 16-byte integers are two's complement, as CoreFoundation and plistlib read them: plistlib writes
    /// 2^64 − 1 in 16 bytes with a zero high half, and sixteen 0xFF bytes are −1.
    @Test(arguments: [
        (
            BinaryPlistBuilder.bigEndian(0, width: 8) + BinaryPlistBuilder.bigEndian(.max, width: 8),
            PlistInteger(isNegative: false, magnitude: UInt128(UInt64.max))
        ),
        ([UInt8](repeating: 0xFF, count: 16), PlistInteger(-1)),
        (
            BinaryPlistBuilder.bigEndian(1 << 36, width: 8) + BinaryPlistBuilder.bigEndian(0, width: 8),
            PlistInteger(isNegative: false, magnitude: 1 << 100)
        ),
        ([0x80] + [UInt8](repeating: 0, count: 15), PlistInteger(Int128.min)),
    ])
    func sixteenByteIntegersAreSigned128Bit(bytes: [UInt8], expected: PlistInteger) throws {
        var builder = BinaryPlistBuilder()
        builder.objects = [[0x14] + bytes]
        #expect(try PlistLoader().load(builder.bytes).root.value == .integer(expected))
    }

    @Test func tooShortAFileIsASyntaxError() {
        #expect(throws: PlistError.self) { try PlistLoader().load(Array("bplist00".utf8)) }
    }

    @Test func otherVersionsAreRefused() {
        #expect(
            throws: PlistError(
                .syntax, "only version 00 of binary property lists is read (the file starts \"bplist\" with another version)",
                at: .byteOffset(6))
        ) {
            try PlistLoader().load(Array("bplist15xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx".utf8))
        }
    }
}
