import Foundation
import Testing

@testable import PlistLoader

/// Whatever a writer writes, the loader reads back: the same tree, with only the reported losses changed.
@Suite struct PlistWriterRoundTripTests {
    typealias Values = PlistWriterTestValues

    static let textFormats: [PlistFormat] = [.xml, .json, .openStep]
    static let allFormats = textFormats + [.binary]

    /// Writes and reads back; `checkingFormat` off for a bare string, which OpenStep and JSON write alike.
    func roundTrip(_ value: PlistValue, as format: PlistFormat, checkingFormat: Bool = true) throws -> (PlistWriterOutput, PlistValue) {
        let output = try PlistWriter.write(value, as: format)
        let document = try PlistLoader().load(output.bytes, pathExtension: format == .json ? "json" : "plist")
        if checkingFormat { #expect(document.format == format) }
        return (output, document.root.value)
    }

    @Test(arguments: allFormats)
    func everythingReadsBackAsWritten(format: PlistFormat) throws {
        let (_, readBack) = try roundTrip(Values.everything.value, as: format)
        #expect(readBack == Values.readBack(Values.everything.value, in: format))
    }

    @Test(arguments: allFormats)
    func theLossesAreExactlyTheValuesThatChangedType(format: PlistFormat) throws {
        let (output, _) = try roundTrip(Values.everything.value, as: format)
        let lost = Set(output.losses.map { "\($0.path)" })
        var expected: Set<String> = []
        switch format {
        case .xml, .binary:
            break
        case .json:
            expected = ["date", "data", #"["empty data"]"#]
        case .openStep:
            expected = ["date", "booleans[0]", "booleans[1]"]
            expected.formUnion((0..<5).map { "integers[\($0)]" })
            expected.formUnion((0..<8).map { "reals[\($0)]" })
        }
        #expect(lost == expected)
        #expect(output.losses.count == expected.count)
    }

    @Test func negativeZeroKeepsItsSignInXMLJSONAndBinary() throws {
        for format in [PlistFormat.xml, .json, .binary] {
            let (_, readBack) = try roundTrip(.array([Values.node(.real(-0.0))]), as: format)
            guard case .array(let elements) = readBack, case .real(let real) = elements.first?.value else {
                Issue.record("\(format): not an array holding a real: \(readBack)")
                continue
            }
            #expect(real.sign == .minus, "\(format)")
        }
    }

    @Test(arguments: [PlistFormat.xml, .binary])
    func xmlAndBinaryKeepNaNAndInfinities(format: PlistFormat) throws {
        let value = PlistValue.array([Values.node(.real(.nan)), Values.node(.real(.infinity)), Values.node(.real(-.infinity))])
        let (output, readBack) = try roundTrip(value, as: format)
        if format == .xml {
            #expect(output.text.contains("<real>nan</real>\n\t<real>+infinity</real>\n\t<real>-infinity</real>"))
        }
        guard case .array(let elements) = readBack, elements.count == 3,
            case .real(let nan) = elements[0].value, case .real(let infinity) = elements[1].value,
            case .real(let negativeInfinity) = elements[2].value
        else {
            Issue.record("unexpected tree: \(readBack)")
            return
        }
        #expect(nan.isNaN)
        #expect(infinity == .infinity)
        #expect(negativeInfinity == -.infinity)
    }

    @Test func aBareStringRootReadsBackInEveryFormat() throws {
        for format in Self.allFormats {
            let (_, readBack) = try roundTrip(.string("just <text> & \"quotes\""), as: format, checkingFormat: false)
            #expect(readBack == .string("just <text> & \"quotes\""), "\(format)")
        }
    }

    @Test func datesBeforeNineteenSeventyAndOnLeapDaysReadBackFromXML() throws {
        let dates = [-62_135_596_800, -1, 951_782_400, 253_402_300_799].map { Date(timeIntervalSince1970: TimeInterval($0)) }
        let value = PlistValue.array(dates.map { Values.node(.date($0)) })
        let (output, readBack) = try roundTrip(value, as: .xml)
        #expect(readBack == value)
        #expect(output.text.contains("<date>0001-01-01T00:00:00Z</date>"))
        #expect(output.text.contains("<date>1969-12-31T23:59:59Z</date>"))
        #expect(output.text.contains("<date>2000-02-29T00:00:00Z</date>"))
        #expect(output.text.contains("<date>9999-12-31T23:59:59Z</date>"))
    }

    static let formatPairs = allFormats.flatMap { source in allFormats.map { (source, $0) } }

    /// Converting a file from one format to another (what `cdlgen convert` does) keeps every value the
    /// target can hold, and reports exactly the others; converting to its own format changes no byte.
    @Test(arguments: formatPairs)
    func convertingKeepsWhatTheTargetCanHold(source: PlistFormat, target: PlistFormat) throws {
        let (firstOutput, inSource) = try roundTrip(Values.everything.value, as: source)
        let (output, inTarget) = try roundTrip(inSource, as: target)
        #expect(inTarget == Values.readBack(inSource, in: target))
        #expect(Set(output.losses.map { "\($0.path)" }) == Values.pathsLost(from: inSource, in: target))
        if source == target {
            #expect(output.bytes == firstOutput.bytes)
        }
    }

    /// Binary holds 128-bit integers, XML only CoreFoundation's `Int64.min...UInt64.max` (beyond, it refuses
    /// the file), JSON any that cdlgen reads.
    @Test func eachFormatHoldsTheIntegersItsReadersRead() throws {
        let beyond64 = PlistValue.array([
            Values.node(.integer(PlistInteger(Int128.max))), Values.node(.integer(PlistInteger(isNegative: true, magnitude: 1 << 100))),
        ])
        for format in [PlistFormat.binary, .json] {
            #expect(try roundTrip(beyond64, as: format).1 == beyond64, "\(format)")
        }
        #expect(throws: PlistWriterError.self) { try PlistWriter.write(beyond64, as: .xml) }
        let edges = PlistValue.array([
            Values.node(.integer(PlistInteger(isNegative: false, magnitude: UInt128(UInt64.max)))),
            Values.node(.integer(PlistInteger(Int64.min))),
        ])
        #expect(try roundTrip(edges, as: .xml).1 == edges)
        let beyond127 = PlistValue.array([Values.node(.integer(PlistInteger(isNegative: false, magnitude: .max)))])
        #expect(try roundTrip(beyond127, as: .json).1 == beyond127)
        #expect(throws: PlistWriterError.self) { try PlistWriter.write(beyond127, as: .binary) }
        #expect(throws: PlistWriterError.self) { try PlistWriter.write(beyond127, as: .xml) }
    }
}
