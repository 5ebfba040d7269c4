import CDLGenTestSupport

/// The hand-made files of the differential tests and what each peer makes of them. Files that every peer
/// reads as cdlgen does come first; then one small file per known divergence (docs/DECISIONS.md, "Peers"),
/// so that a divergence never hides the rest of a file from comparison.
enum PeerEdgeCases {
    typealias B = BinaryPlistBuilder

    static let all: [PeerEdgeCase] = [
        // Strings (combining marks and look-alikes, outside the BMP, right to left, empty keys and values,
        // references, CDATA), integers to the edges of 64 bits, reals (-0.0, extremes, subnormals), dates
        // (before 1970, years 1 and 9999, a leap day), data, booleans, empty containers, 50-deep nesting,
        // a duplicate key; each in UTF-16 too, and the XML as both peers write it in binary.
        PeerEdgeCase(name: "EdgeCases.xml", source: .fixture("EdgeCases.xml")),
        PeerEdgeCase(name: "EdgeCases-UTF16.xml", source: .utf16(ofFixture: "EdgeCases.xml")),
        PeerEdgeCase(name: "EdgeCases-plistlib.bplist", source: .binary(ofFixture: "EdgeCases.xml", by: .plistlib)),
        PeerEdgeCase(name: "EdgeCases-plutil.bplist", source: .binary(ofFixture: "EdgeCases.xml", by: .plutil)),
        PeerEdgeCase(name: "EdgeCases.json", source: .fixture("EdgeCases.json")),
        PeerEdgeCase(name: "EdgeCases-UTF16.json", source: .utf16(ofFixture: "EdgeCases.json")),
        PeerEdgeCase(
            name: "EdgeCases.openstep.plist", source: .fixture("EdgeCases.openstep.plist"),
            plistlib: .peerRefuses(containing: "OpenStep: neither plistlib nor json reads it")),
        PeerEdgeCase(
            name: "EdgeCases-UTF16.openstep.plist", source: .utf16(ofFixture: "EdgeCases.openstep.plist"),
            plistlib: .peerRefuses(containing: "OpenStep: neither plistlib nor json reads it")),
        PeerEdgeCase(name: "Scalars.bplist", source: .bytes(scalars)),
        // UIDs of keyed archives, 1, 2 and 4 bytes wide; beyond 32 bits CoreFoundation (and cdlgen) refuse the
        // file, plistlib reads it. XML's {CF$UID = n} is a UID to CoreFoundation and cdlgen, a dictionary to
        // plistlib (the canonical form is the same). plutil on Linux reads UIDs but cannot write one back
        // into a binary file, which is how its reading is compared: plistlib is the peer for UIDs.
        PeerEdgeCase(
            name: "UIDs.bplist", source: .bytes(uids), plutil: .peerRefuses(containing: "Dictionaries are required to have string keys")),
        PeerEdgeCase(
            name: "UIDBeyond32Bits.bplist", source: .bytes(uidBeyond32Bits),
            plistlib: .cdlgenRefuses(containing: "a UID of 4294967296 is too large"),
            plutil: .bothRefuse(ours: "a UID of 4294967296 is too large", theirs: "Unexpected character b")),
        PeerEdgeCase(
            name: "ArchiveReference.xml",
            source: .text(xml("<dict><key>CF$UID</key><integer>3</integer></dict><dict><key>CF$UID</key><string>3</string></dict>")),
            plutil: .peerRefuses(containing: "Dictionaries are required to have string keys")),

        // Known divergences, one per file (docs/DECISIONS.md, "Peers").
        // Keys that differ only by Unicode normalisation are different keys, as in CoreFoundation on Apple
        // platforms and in plistlib; plutil on Linux merges them (its dictionaries are Swift dictionaries).
        PeerEdgeCase(
            name: "EquivalentKeys.xml", source: .fixture("EquivalentKeys.xml"),
            plutil: .differs([keys(ours: equivalentKeys, theirs: ["\u{E9}", "\u{212A}"])])),
        PeerEdgeCase(
            name: "EquivalentKeys.json", source: .fixture("EquivalentKeys.json"),
            plutil: .differs([keys(ours: equivalentKeys, theirs: ["K", "\u{E9}"])])),
        PeerEdgeCase(
            name: "EquivalentKeys.openstep.plist", source: .fixture("EquivalentKeys.openstep.plist"),
            plistlib: .peerRefuses(containing: "OpenStep: neither plistlib nor json reads it"),
            plutil: .differs([keys(ours: equivalentKeys, theirs: ["K", "\u{E9}"])])),
        PeerEdgeCase(
            name: "EquivalentKeys-plistlib.bplist", source: .binary(ofFixture: "EquivalentKeys.xml", by: .plistlib),
            plutil: .differs([keys(ours: equivalentKeys, theirs: ["K", "\u{E9}"])])),
        // plutil drops a zero-width no-break space (a byte order mark) at the start of a string.
        PeerEdgeCase(
            name: "LeadingByteOrderMark.xml", source: .text(xml("<string>\u{FEFF}x</string>")),
            plutil: .differs([difference(at: "[0]", ours: .string("\u{FEFF}x"), theirs: .string("x"))])),
        // XML text: libxml2 and expat turn CR LF and CR into LF (XML 1.0, 2.11); CoreFoundation keeps them.
        PeerEdgeCase(
            name: "LineEnds.xml", source: .text(xml("<string>CR LF\r\nCR\rLF\n</string>")),
            plutil: .differs([difference(at: "[0]", ours: .string("CR LF\nCR\nLF\n"), theirs: .string("CR LF\r\nCR\rLF\n"))])),
        // XML integers: CoreFoundation and cdlgen read Int64.min...UInt64.max and refuse the file beyond;
        // plistlib has no limit.
        PeerEdgeCase(
            name: "IntegersAtTheEdges.xml",
            source: .text(
                xml(["18446744073709551615", "-9223372036854775808", "0xFFFFFFFFFFFFFFFF"].map { "<integer>\($0)</integer>" }.joined()))),
        PeerEdgeCase(
            name: "IntegerBeyondUInt64.xml", source: .text(xml("<integer>18446744073709551616</integer>")),
            plistlib: .cdlgenRefuses(containing: "the integer 18446744073709551616 is out of range"),
            plutil: .bothRefuse(ours: "is out of range: CoreFoundation reads integers", theirs: "Integer overflow in <integer>")),
        PeerEdgeCase(
            name: "IntegerBelowInt64.xml", source: .text(xml("<integer>-9223372036854775809</integer>")),
            plistlib: .cdlgenRefuses(containing: "the integer -9223372036854775809 is out of range"),
            plutil: .bothRefuse(ours: "is out of range: CoreFoundation reads integers", theirs: "Integer underflow in <integer>")),
        // White space after a number or around a date: CoreFoundation refuses it, and so does cdlgen (the app
        // would not load the file); plistlib reads it.
        PeerEdgeCase(
            name: "SpaceAfterInteger.xml", source: .text(xml("<integer>42 </integer>")),
            plistlib: .cdlgenRefuses(containing: "white space after the integer 42 is not allowed"),
            plutil: .bothRefuse(ours: "white space after the integer 42", theirs: "Unknown character ' ' (0x20) in <integer>")),
        PeerEdgeCase(
            name: "SpaceAfterReal.xml", source: .text(xml("<real>1.5\n</real>")),
            plistlib: .cdlgenRefuses(containing: "white space after the real number 1.5 is not allowed"),
            plutil: .bothRefuse(ours: "white space after the real number 1.5", theirs: "Encountered misformatted real")),
        PeerEdgeCase(
            name: "SpaceAfterDate.xml", source: .text(xml("<date>2024-01-01T00:00:00Z </date>")),
            plistlib: .cdlgenRefuses(containing: "with no white space around it"),
            plutil: .bothRefuse(ours: "with no white space around it", theirs: "Could not interpret <date>")),
        // Dates: CoreFoundation rolls an impossible day over (30 February is 1 March), cdlgen and plistlib
        // refuse it. Year 0 is outside Python's datetime, so plutil's answer cannot come back through it
        // either (plutil -convert xml1 writes 0000-01-01T00:00:00Z, as cdlgen reads it).
        PeerEdgeCase(
            name: "ImpossibleDay.xml", source: .text(xml("<date>2024-02-30T00:00:00Z</date>")),
            plistlib: .bothRefuse(ours: "is not a date", theirs: "day is out of range for month"),
            plutil: .cdlgenRefuses(containing: "is not a date")),
        PeerEdgeCase(
            name: "YearZero.xml", source: .text(xml("<date>0000-01-01T00:00:00Z</date>")),
            plistlib: .peerRefuses(containing: "year 0 is out of range"), plutil: .peerRefuses(containing: "InvalidFileException")),
        // Base64 with padding in the middle or missing: CoreFoundation reads something (01 00 08; nothing),
        // plistlib and cdlgen refuse it.
        PeerEdgeCase(
            name: "MisplacedPadding.xml", source: .text(xml("<data>AQ=I</data>")),
            plistlib: .bothRefuse(ours: "is not valid base64", theirs: "Incorrect padding"),
            plutil: .cdlgenRefuses(containing: "is not valid base64")),
        PeerEdgeCase(
            name: "MissingPadding.xml", source: .text(xml("<data>AQI</data>")),
            plistlib: .bothRefuse(ours: "is not valid base64", theirs: "Incorrect padding"),
            plutil: .cdlgenRefuses(containing: "is not valid base64")),
        // JSON numbers: plutil (swift-corelibs-foundation's JSONSerialization) reads negative integers of 19
        // digits, and integers beyond UInt64.max, as reals; Python's json reads any integer, and NaN,
        // Infinity and overflowing reals, which are not JSON.
        PeerEdgeCase(
            name: "LargeIntegers.json",
            source: .text("[-1000000000000000000, -9223372036854775808, -9223372036854775809, 18446744073709551616]"),
            plutil: .differs([
                difference(at: "[0]", ours: .int("-1000000000000000000"), theirs: real(-1e18)),
                difference(at: "[1]", ours: .int("-9223372036854775808"), theirs: real(-0x1p63)),
                difference(at: "[2]", ours: .int("-9223372036854775809"), theirs: real(-0x1p63)),
                difference(at: "[3]", ours: .int("18446744073709551616"), theirs: real(0x1p64)),
            ])),
        PeerEdgeCase(
            name: "IntegerBeyond128Bits.json", source: .text("[340282366920938463463374607431768211456]"),
            plistlib: .cdlgenRefuses(containing: "has more than 128 bits"), plutil: .cdlgenRefuses(containing: "has more than 128 bits")),
        PeerEdgeCase(
            name: "RealOverflow.json", source: .text("[1e400]"),
            plistlib: .cdlgenRefuses(containing: "is too large for a 64-bit floating-point number"),
            plutil: .bothRefuse(ours: "is too large", theirs: "Number 1e400 is not representable")),
        PeerEdgeCase(
            name: "NonFinite.json", source: .text("[NaN, Infinity, -Infinity]"),
            plistlib: .cdlgenRefuses(containing: "JSON has no NaN or infinite numbers"),
            plutil: .bothRefuse(ours: "JSON has no NaN or infinite numbers", theirs: "Invalid value around character 1")),
        // Binary files. plutil on Linux keeps the low 64 bits of a 16-byte integer, as unsigned, and cannot
        // read an empty UTF-16 string or a UID; plistlib's datetime ends in year 9999 (plutil's answer comes
        // back through plistlib, so it cannot be seen either); plistlib reads a fill byte as empty data and
        // null as None, which is no property-list value (the script says so).
        PeerEdgeCase(
            name: "Integers128.bplist", source: .bytes(integers128),
            plutil: .differs(
                zip(integers128Values.indices, ["0", "0", "18446744073709551615", "0", "18446744073709551615", "18446744073709551615"]).map
                {
                    difference(at: "[\($0)]", ours: .int(String(integers128Values[$0])), theirs: .int($1))
                })),
        PeerEdgeCase(
            name: "EmptyUTF16String.bplist", source: .bytes(single([0x60])),
            plutil: .peerRefuses(containing: "Property List error: Unexpected character b")),
        PeerEdgeCase(
            name: "FarFutureDate.bplist", source: .bytes(single(B.date(0x1p40))),
            plistlib: .peerRefuses(containing: "InvalidFileException"), plutil: .peerRefuses(containing: "InvalidFileException")),
        PeerEdgeCase(
            name: "FillByte.bplist", source: .bytes(single([0x0F])),
            plistlib: .cdlgenRefuses(containing: "object marker 0x0F is not a value property lists hold"),
            plutil: .bothRefuse(ours: "object marker 0x0F", theirs: "Property List error: Unexpected character b")),
        PeerEdgeCase(
            name: "Null.bplist", source: .bytes(single([0x00])),
            plistlib: .bothRefuse(ours: "object marker 0x00", theirs: "NoneType is not a property-list value"),
            plutil: .bothRefuse(ours: "object marker 0x00", theirs: "Dictionaries are required to have string keys")),
        PeerEdgeCase(
            name: "UID.bplist", source: .bytes(single([0x80, 5])),
            plutil: .peerRefuses(containing: "Dictionaries are required to have string keys")),
    ]

    static let equivalentKeys = ["\u{E9}", "e\u{301}", "K", "\u{212A}"]

    /// plutil's dictionaries are compared with their keys sorted, so the difference is in sorted keys.
    static func keys(ours: [String], theirs: [String]) -> PeerDifference {
        let ours = PeerValue.dict(keys: ours, values: ours.map { _ in .bool(true) }).keysSorted
        let theirs = PeerValue.dict(keys: theirs, values: theirs.map { _ in .bool(true) }).keysSorted
        return ours.differences(from: theirs, at: "")[0]
    }

    static func difference(at path: String, ours: PeerValue, theirs: PeerValue) -> PeerDifference {
        PeerDifference(path: path, ours: ours.description, theirs: theirs.description)
    }

    static func real(_ value: Double) -> PeerValue {
        .real(PeerValue.hex(value.bitPattern))
    }

    /// An XML property list whose root array holds `elements`.
    static func xml(_ elements: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><array>\(elements)</array></plist>

        """
    }

    /// A binary property list whose root array holds one object.
    static func single(_ object: [UInt8]) -> [UInt8] {
        var builder = B()
        builder.objects = [B.array([1]), object]
        return builder.bytes
    }

    /// 16-byte integers beyond 64 bits, which CoreFoundation writes and plistlib reads in full.
    static let integers128Values: [Int128] = [1 << 64, 1 << 100, .max, .min, -(1 << 64) - 1, -1]

    static let integers128: [UInt8] = {
        let values = integers128Values
        var builder = B()
        builder.objects =
            [B.array(Array(1...values.count))]
            + values.map { value in
                B.integer(
                    B.bigEndian(UInt64(truncatingIfNeeded: value >> 64), width: 8)
                        + B.bigEndian(UInt64(truncatingIfNeeded: value), width: 8))
            }
        return builder.bytes
    }()

    /// Every width of integer, 4- and 8-byte reals, fractional and negative dates, UTF-16 strings (a
    /// byte order mark inside one, surrogate pairs, ASCII), empty ASCII and data, and shared objects: a
    /// string used as a key and as values, an array and a dictionary each referenced twice.
    static let uids: [UInt8] = {
        var builder = B()
        builder.objects = [B.array([1, 2, 3]), [0x80, 0x00], [0x81, 0x01, 0x00], [0x83, 0xFF, 0xFF, 0xFF, 0xFF]]
        return builder.bytes
    }()

    static let uidBeyond32Bits: [UInt8] = {
        var builder = B()
        builder.objects = [B.array([1]), [0x87, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]]
        return builder.bytes
    }()

    static let scalars: [UInt8] = {
        var builder = B()
        builder.offsetSize = 2
        builder.objects = [
            B.array(Array(1...22) + [21, 23, 23]),  // 0
            B.integer([0xFF]),  // 1: 255; 1, 2 and 4 bytes are unsigned
            B.integer([0xFF, 0xFF]),
            B.integer([0xFF, 0xFF, 0xFF, 0xFF]),
            B.integer([UInt8](repeating: 0xFF, count: 8)),  // -1: 8 bytes are signed
            B.integer([0x80] + [UInt8](repeating: 0, count: 7)),  // 5: Int64.min
            B.integer([UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)),  // UInt64.max, as plistlib writes it
            B.integer([UInt8](repeating: 0, count: 8) + [0x80] + [UInt8](repeating: 0, count: 7)),  // 2^63
            B.real(Float(0.1)),
            B.real(-Float(0)),
            B.real(-0.0 as Double),  // 10
            B.real(Double.leastNonzeroMagnitude),
            B.date(-1e9 + 0.5),  // 1969
            B.date(123.4567895),  // rounded to microseconds by plistlib
            B.date(-978_307_200),  // 1970-01-01
            B.date(-0.0),  // 15
            B.utf16("\u{FEFF}a byte order mark stays"),
            B.utf16("ASCII in UTF-16"),
            B.utf16("😀 𝔘 e\u{301} 日本"),
            [0x50],  // an empty ASCII string
            [0x40],  // 20: empty data
            B.dictionary(keys: [22, 24], values: [22, 23]),
            B.ascii("shared"),
            B.array([22, 22]),
            B.utf16("clé"),
        ]
        return builder.bytes
    }()
}
