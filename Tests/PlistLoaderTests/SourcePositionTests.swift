import Testing
@testable import PlistLoader

struct SourcePositionTests {
    @Test func aLineAndColumnOrAnOffsetIsReadBackAsGiven() {
        let position = SourcePosition.lineColumn(line: 12, column: 7)
        #expect(position.kind == .lineColumn(line: 12, column: 7))
        #expect((position.line, position.column, position.offset) == (12, 7, nil))
        #expect(position.description == "12:7")
        let offset = SourcePosition.byteOffset(4096)
        #expect(offset.kind == .byteOffset(4096))
        #expect((offset.line, offset.column, offset.offset) == (nil, nil, 4096))
        #expect(offset.description == "offset 4096")
        #expect(SourcePosition.start == .lineColumn(line: 1, column: 1))
    }

    @Test func linesAndColumnsComeInReadingOrderAndBeforeAnyOffset() {
        let ordered: [SourcePosition] = [
            .lineColumn(line: 1, column: 1), .lineColumn(line: 1, column: 9), .lineColumn(line: 2, column: 1),
            .lineColumn(line: 70_000, column: 3), .byteOffset(0), .byteOffset(8), .byteOffset(1 << 30),
        ]
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(Set(ordered).count == ordered.count)
        #expect(SourcePosition.lineColumn(line: 3, column: 4) != .byteOffset(3))
    }

    @Test func numbersPastThirtyTwoBitsAreHeldAtTheLargestNotTrapped() {
        let huge = SourcePosition.lineColumn(line: Int.max, column: Int.max)
        #expect(huge.line == Int(UInt32.max))
        #expect(huge.column == Int(UInt32.max) - 1)  // the largest a column can be: the next marks an offset
        #expect(SourcePosition.byteOffset(Int.max).offset == Int(UInt32.max))
        #expect(SourcePosition.lineColumn(line: -1, column: -1).kind == .lineColumn(line: 0, column: 0))
    }
}
