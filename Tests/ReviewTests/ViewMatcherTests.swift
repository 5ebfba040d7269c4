import Testing

@testable import Review

/// How two versions of a detail view are matched and what is reported (docs/DECISIONS.md "Diffs").
@Suite struct ViewMatcherTests {
    @Test func anInsertedRowMovesNothingAfterIt() {
        let changes = Outlines.changes(
            ["[Task] name:SingleLineValueNoLabel:, due:SingleLineValueSmallLabel:Due, done:BooleanSwitch:Done"],
            [
                "[Task] title:SingleLineValueLargeLabel:Title, name:SingleLineValueNoLabel:, due:SingleLineValueSmallLabel:Due, done:BooleanSwitch:Done"
            ])
        #expect(changes == [#"added row title (SingleLineValueLargeLabel "Title") in section "Task" at row 1"#])
    }

    @Test func aRemovedRowMovesNothingAfterIt() {
        let changes = Outlines.changes(["a:Custom:, b:Custom:, c:Custom:, d:Custom:"], ["a:Custom:, c:Custom:, d:Custom:"])
        #expect(changes == ["removed row b (Custom) from section 1, was row 2"])
    }

    @Test func onlyTheRowWhoseOrderChangedMoved() {
        let changes = Outlines.changes(["a:Custom:, b:Custom:, c:Custom:, d:Custom:"], ["b:Custom:, c:Custom:, d:Custom:, a:Custom:"])
        #expect(changes == ["moved row a (Custom) in section 1, row 1 → 4"])
    }

    @Test func twoSwappedRowsAreOneMove() {
        let changes = Outlines.changes(["a:Custom:, b:Custom:"], ["b:Custom:, a:Custom:"])
        #expect(changes.count == 1)
        #expect(changes.first?.hasPrefix("moved row ") == true)
    }

    @Test func aMoveAndAnInsertionTogether() {
        let changes = Outlines.changes(["a:Custom:, b:Custom:, c:Custom:"], ["x:Custom:, c:Custom:, a:Custom:, b:Custom:"])
        #expect(changes == ["added row x (Custom) in section 1 at row 1", "moved row c (Custom) in section 1, row 3 → 2"])
    }

    /// Decided: a key path renamed on a row that keeps its label and row type is the same row, changed.
    @Test func aRenamedKeyPathWithTheSameLabelAndTypeIsAChangedRow() {
        let changes = Outlines.changes(["[Task] dueDate:SingleLineValueSmallLabel:Due"], ["[Task] deadline:SingleLineValueSmallLabel:Due"])
        #expect(
            changes == [
                #"changed row deadline (SingleLineValueSmallLabel "Due") in section "Task" at row 1 | attributeKeyPath: dueDate → deadline"#
            ])
    }

    /// Decided: with its key path and its row type both changed, only the label is left to know it by,
    /// and labels repeat: a new row.
    @Test func aRowWithKeyPathAndTypeChangedIsANewRow() {
        let changes = Outlines.changes(["dueDate:SingleLineValueSmallLabel:Due"], ["deadline:SingleLineValueLargeLabel:Due"])
        #expect(
            changes == [
                #"added row deadline (SingleLineValueLargeLabel "Due") in section 1 at row 1"#,
                #"removed row dueDate (SingleLineValueSmallLabel "Due") from section 1, was row 1"#,
            ])
    }

    @Test func aChangedRowTypeIsAChangedRow() {
        let changes = Outlines.changes(["name:SingleLineValueSmallLabel:Name"], ["name:SingleLineValueLargeLabel:Name"])
        #expect(
            changes == [
                #"changed row name (SingleLineValueLargeLabel "Name") in section 1 at row 1 | rowType: CDLTableRowTypeSingleLineValueSmallLabel → CDLTableRowTypeSingleLineValueLargeLabel"#
            ])
    }

    @Test func aRowMovedToAnotherSection() {
        let changes = Outlines.changes(
            ["[A] a:Custom:, b:Custom:", "[B] c:Custom:"], ["[A] a:Custom:", "[B] c:Custom:, b:Custom:"])
        #expect(changes == [#"moved row b (Custom) from section "A" row 2 to section "B" row 2"#])
    }

    @Test func aMovedSectionIsOneMoveAndItsRowsStay() {
        let changes = Outlines.changes(
            ["[A] a:Custom:", "[B] b:Custom:, c:Custom:", "[C] d:Custom:"], ["[A] a:Custom:", "[C] d:Custom:", "[B] b:Custom:, c:Custom:"])
        #expect(changes.count == 1)
        #expect(changes.first?.hasPrefix("moved section ") == true)
    }

    @Test func aRetitledSectionIsMatchedByItsRows() {
        let changes = Outlines.changes(["[Details] a:Custom:, b:Custom:"], ["[Info] a:Custom:, b:Custom:"])
        #expect(changes == [#"changed section "Info" at 1 | sectionTitle: Details → Info"#])
    }

    @Test func untitledSectionsAreMatchedByPosition() {
        let changes = Outlines.changes(["a:Custom:", "b:Custom:"], ["x:Custom:", "y:Custom:"])
        #expect(
            changes == [
                "added row x (Custom) in section 1 at row 1", "removed row a (Custom) from section 1, was row 1",
                "added row y (Custom) in section 2 at row 1", "removed row b (Custom) from section 2, was row 1",
            ])
    }

    @Test func addedAndRemovedSectionsNameTheirRows() {
        let changes = Outlines.changes(["[A] a:Custom:", "[Old] o:Custom:"], ["[A] a:Custom:", "[New] n:Custom:L"])
        #expect(
            changes == [
                #"removed section "Old", was 2 | 1 row: o (Custom)"#, #"added section "New" at 2 | 1 row: n (Custom "L")"#,
            ])
    }

    @Test func duplicateRowsPairUpInOrder() {
        let changes = Outlines.changes(["a:Custom:, a:Custom:, b:Custom:"], ["a:Custom:, b:Custom:, a:Custom:"])
        #expect(changes.count == 1)
        #expect(changes.first?.hasPrefix("moved row ") == true)
    }

    @Test func theSameViewGivesNoChanges() {
        let sections = ["[Task] name:SingleLineValueNoLabel:, due:SingleLineValueSmallLabel:Due", "x:Custom:"]
        #expect(Outlines.changes(sections, sections).isEmpty)
    }

    @Test func longestRunOfKeptOrder() {
        #expect(StableOrder.unmoved([0, 1, 2]) == [0, 1, 2])
        #expect(StableOrder.unmoved([3, 0, 1, 2]) == [1, 2, 3])
        #expect(StableOrder.unmoved([]) == [])
        #expect(StableOrder.unmoved([1, 0]).count == 1)
    }
}
