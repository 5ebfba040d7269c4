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
        #expect(huge.column == Int(UInt32.max) - 2)  // the largest a column can be: the next two mark offsets
        #expect(SourcePosition.byteOffset(Int.max).offset == Int(UInt32.max))
        #expect(SourcePosition.textOffset(Int.max).textOffset == Int(UInt32.max))
        #expect(SourcePosition.lineColumn(line: -1, column: -1).kind == .lineColumn(line: 0, column: 0))
    }

    @Test func aTextOffsetIsReadBackAndIsNoByteOffset() {
        let position = SourcePosition.textOffset(120)
        #expect((position.textOffset, position.offset, position.line, position.column) == (120, nil, nil, nil))
        #expect(position.kind == .textOffset(120))
        #expect(position.description == "text offset 120")
        #expect(position != .byteOffset(120))
        #expect(SourcePosition.byteOffset(120).textOffset == nil)
        #expect(SourcePosition.lineColumn(line: 1, column: 120).textOffset == nil)
        let ordered: [SourcePosition] = [.lineColumn(line: 9, column: 9), .textOffset(0), .textOffset(5), .byteOffset(0)]
        #expect(ordered.shuffled().sorted() == ordered)
    }

    @Test func aTextResolvesTextOffsetsInAnyOrderAndLeavesOtherPositions() {
        let text = SourceText(utf8: Array("ab\r\nçd\re\tf".utf8))
        let positions: [SourcePosition] = [
            .textOffset(9), .byteOffset(3), .textOffset(0), .lineColumn(line: 7, column: 7), .textOffset(6), .textOffset(99),
        ]
        #expect(
            text.resolve(positions) == [
                .lineColumn(line: 3, column: 2), .byteOffset(3), .lineColumn(line: 1, column: 1), .lineColumn(line: 7, column: 7),
                .lineColumn(line: 2, column: 2), .lineColumn(line: 3, column: 4),
            ])
        #expect(text.resolve(.textOffset(4)) == .lineColumn(line: 2, column: 1))
    }
}
