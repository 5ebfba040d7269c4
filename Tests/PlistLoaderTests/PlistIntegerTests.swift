import Testing

@testable import PlistLoader

struct PlistIntegerTests {
    @Test func zeroIsNeverNegative() {
        #expect(PlistInteger(isNegative: true, magnitude: 0) == PlistInteger(0))
        #expect(PlistInteger(isNegative: true, magnitude: 0).description == "0")
    }

    @Test func int64AndInt128AreThereWhenTheValueFits() {
        #expect(PlistInteger(Int64.min).int64 == Int64.min)
        #expect(PlistInteger(Int64.max).int64 == Int64.max)
        #expect(PlistInteger(isNegative: false, magnitude: UInt128(Int64.max) + 1).int64 == nil)
        #expect(PlistInteger(isNegative: true, magnitude: UInt128(Int64.max) + 2).int64 == nil)
        #expect(PlistInteger(Int128.min).int128 == Int128.min)
        #expect(PlistInteger(Int128.min).description == "-170141183460469231731687303715884105728")
        #expect(PlistInteger(isNegative: true, magnitude: UInt128(Int128.max) + 2).int128 == nil)
        #expect(PlistInteger(isNegative: false, magnitude: UInt128(Int128.max) + 1).int128 == nil)
        #expect(PlistInteger(isNegative: true, magnitude: .max).int64 == nil)
    }

    @Test func keepsAll128BitsOfTheMagnitude() {
        for magnitude: UInt128 in [0, 1, UInt128(UInt64.max), UInt128(UInt64.max) + 1, UInt128(1) << 127 | 5, .max] {
            #expect(PlistInteger(isNegative: false, magnitude: magnitude).magnitude == magnitude)
            #expect(PlistInteger(isNegative: true, magnitude: magnitude).magnitude == magnitude)
        }
        #expect(PlistInteger(isNegative: false, magnitude: UInt128(1) << 64) != PlistInteger(isNegative: false, magnitude: 1))
    }

    @Test func ordersBySignThenMagnitude() {
        let values: [PlistInteger] = [
            PlistInteger(isNegative: true, magnitude: .max), -5, -1, 0, 3, PlistInteger(isNegative: false, magnitude: .max),
        ]
        #expect(values.shuffled().sorted() == values)
        #expect(PlistInteger(-3).double == -3)
    }
}
