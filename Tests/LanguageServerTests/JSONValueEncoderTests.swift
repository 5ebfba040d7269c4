import Foundation
import Testing

@testable import LanguageServer

/// Typed results written straight to `JSONValue`: the same JSON as a round trip through `JSONEncoder`.
@Suite struct JSONValueEncoderTests {
    @Test func aResultIsTheJSONAJSONEncoderWrites() throws {
        let start = Position(line: 3, character: 0)
        let edit = TextEdit(range: LSPRange(start: start, end: Position(line: 3, character: 7)), newText: "\"name\"")
        let actions = [
            CodeAction(
                title: "Replace with 'name'", isPreferred: true, diagnostics: [], edit: WorkspaceEdit(changes: ["file:///a.json": [edit]])),
            CodeAction(title: "Add a section", edit: WorkspaceEdit(changes: [:])),
        ]
        let roundTrip = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(actions))
        #expect(try JSONValueEncoder.encode(actions) == roundTrip)
        // Optionals left out, not written null: the second action has no `isPreferred`.
        #expect(try JSONValueEncoder.encode(actions[1]).value(at: "isPreferred") == nil)
        #expect(try JSONValueEncoder.encode(Location?.none) == .null)
        #expect(try JSONValueEncoder.encode(JSONValue.array([.bool(true)])) == .array([.bool(true)]))
    }
}
