import Diagnostics
import PlistLoader
import Testing

@testable import Review

/// Which diagnostics of a later version are new: the same code and message on the same row or section
/// (as the versions match them) is not, wherever it now is in the file.
@Suite struct NewDiagnosticsTests {
    static let before = """
        [{"sectionTitle": "Task", "rowInformation": [
          {"rowType": "CDLTableRowTypeSingleLineValueNoLabel", "attributeKeyPath": "name"},
          {"rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Due", "attributeKeyPath": "dueDate"}]}]
        """
    /// A row inserted first: the others are further down the file.
    static let after = """
        [{"sectionTitle": "Task", "rowInformation": [
          {"rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Done", "attributeKeyPath": "done"},
          {"rowType": "CDLTableRowTypeSingleLineValueNoLabel", "attributeKeyPath": "name"},
          {"rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Due", "attributeKeyPath": "dueDate"}]}]
        """

    /// A diagnostic on the row with `keyPath`, at its dictionary's place in `outline`.
    static func diagnostic(_ message: String, onRow keyPath: String, of outline: ViewOutline) -> Diagnostic {
        guard case .detailView(let sections) = outline, let row = sections.flatMap(\.rows).first(where: { $0.keyPath == keyPath }) else {
            fatalError("no row \(keyPath)")
        }
        return Diagnostic(.warning, DiagnosticCode("missing-label"), message, at: SourceLocation(file: "T.json", position: row.position))
    }

    @Test func aDiagnosticThatMovedWithItsRowIsNotNew() throws {
        let (earlier, later) = (try Outlines.read(Self.before), try Outlines.read(Self.after))
        guard case .detailView(let a) = earlier, case .detailView(let b) = later else { Issue.record("not detail views"); return }
        let old = Self.diagnostic("no label", onRow: "name", of: earlier)
        let moved = Self.diagnostic("no label", onRow: "name", of: later)
        let onNewRow = Self.diagnostic("no label", onRow: "done", of: later)
        #expect(old.location != moved.location)
        let new = NewDiagnostics.find(
            before: [old], after: [moved, onNewRow], beforeOutline: earlier, afterOutline: later, match: ViewMatcher.match(a, b))
        #expect(new == [onNewRow])
    }

    @Test func anotherMessageOnTheSameRowIsNew() throws {
        let (earlier, later) = (try Outlines.read(Self.before), try Outlines.read(Self.after))
        guard case .detailView(let a) = earlier, case .detailView(let b) = later else { Issue.record("not detail views"); return }
        let old = Self.diagnostic("no label", onRow: "name", of: earlier)
        let other = Self.diagnostic("something else", onRow: "name", of: later)
        let new = NewDiagnostics.find(
            before: [old], after: [other], beforeOutline: earlier, afterOutline: later, match: ViewMatcher.match(a, b))
        #expect(new == [other])
    }

    @Test func aSecondDiagnosticLikeAnEarlierOneIsNew() throws {
        let (earlier, later) = (try Outlines.read(Self.before), try Outlines.read(Self.after))
        guard case .detailView(let a) = earlier, case .detailView(let b) = later else { Issue.record("not detail views"); return }
        let old = Self.diagnostic("no label", onRow: "name", of: earlier)
        let twice = [Self.diagnostic("no label", onRow: "name", of: later), Self.diagnostic("no label", onRow: "name", of: later)]
        let new = NewDiagnostics.find(
            before: [old], after: twice, beforeOutline: earlier, afterOutline: later, match: ViewMatcher.match(a, b))
        #expect(new.count == 1)
    }
}
