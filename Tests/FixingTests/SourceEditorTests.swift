import Fixing
import Testing

@Suite struct SourceEditorTests {
    func edit(_ range: Range<Int>, _ text: String) -> FixItEdit { FixItEdit(range: range, replacement: text) }

    @Test func appliesEditsInAnyOrderKeepingEveryOtherByte() throws {
        let bytes = Array("rowLable = Publc; // kept".utf8)
        let fixed = try SourceEditor.apply([edit(11..<16, "Public"), edit(0..<8, "rowLabel")], to: bytes).get()
        #expect(String(decoding: fixed, as: UTF8.self) == "rowLabel = Public; // kept")
    }

    @Test func theSameEditTwiceIsAppliedOnce() throws {
        let fixed = try SourceEditor.apply([edit(0..<1, "b"), edit(0..<1, "b")], to: Array("a;".utf8)).get()
        #expect(fixed == Array("b;".utf8))
    }

    @Test func overlappingEditsAreRefused() throws {
        let bytes = Array("abcdef".utf8)
        #expect(
            SourceEditor.apply([edit(0..<3, "x"), edit(2..<4, "y")], to: bytes)
                == .failure(.init(first: edit(0..<3, "x"), second: edit(2..<4, "y"))))
        #expect(throws: SourceEditor.Overlap.self) { try SourceEditor.apply([edit(1..<2, "x"), edit(1..<2, "y")], to: bytes).get() }
        #expect(throws: SourceEditor.Overlap.self) { try SourceEditor.apply([edit(1..<1, "x"), edit(1..<1, "y")], to: bytes).get() }
        // Edits that touch do not overlap.
        #expect(try SourceEditor.apply([edit(0..<2, "x"), edit(2..<4, "y")], to: bytes).get() == Array("xyef".utf8))
    }
}
