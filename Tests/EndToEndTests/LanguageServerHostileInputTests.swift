import CDLGenTestSupport
import Foundation
import Testing

/// Issue 36 through the language server: an unsaved project file naming an oversized model is refused
/// by size (the model not read, nor read again for a source line), and the outline of a minified
/// definition — one long line — costs in proportion to its length, with every position right.
@Suite struct LanguageServerHostileInputTests {
    @Test func anUnsavedProjectFileNamingAHugeModelIsRefusedUnread() throws {
        let folder = try AdversarialFolder()
        try folder.write("cdlgen.json", #"{"definitions": ["Defs"]}"#)
        try folder.write("Defs/Good.plist", AdversarialInputs.cleanDefinition)
        try folder.sparse("Big.xcdatamodel/contents", size: 1 << 30)
        let project = folder.work.appendingPathComponent("cdlgen.json").path
        var session = LanguageServerSession(folder: folder.work.path)
        session.open(project, text: #"{"definitions": ["Defs"], "model": "Big.xcdatamodel"}"#)
        let (replies, measured) = try session.runMeasured(in: folder.work)
        #expect(!measured.timedOut && measured.signal == nil && replies.status == 0, "\(measured.summary)")
        #expect(measured.peakResidentBytes <= AdversarialCase.oversizedMemoryBudget, "\(measured.summary)")
        let published = replies.messages.filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        let messages = published.flatMap { (($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? [] }
        #expect(messages.contains { ($0["message"] as? String)?.contains("over the limit") == true }, "\(published)")
    }

    /// `textDocument/documentSymbol` on a one-line detail view of `rows` rows whose labels count
    /// differently in UTF-8, UTF-16 and scalars: CPU time at 8× the length at most 16× (it was quadratic:
    /// 136 s at 632 KB), and each row's range where its `{` is, in UTF-16 units.
    @Test func theOutlineOfAOneLineDefinitionGrowsLinearly() throws {
        let row = #"{ rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = "Ré🎉"; attributeKeyPath = name; }, "#
        let growth = try Growth.measure(from: 40_000 / row.utf8.count) { rows in
            let head = "( { sectionTitle = Rows; rowInformation = ( "
            let text = head + String(repeating: row, count: rows) + "); } )"
            let folder = try TemporaryFolder()
            let path = try folder.write("Long.plist", text)
            var session = LanguageServerSession(folder: folder.path)
            session.open(path, text: text)
            let symbols = session.request("textDocument/documentSymbol", ["textDocument": ["uri": "file://" + path]])
            let (replies, measured) = try session.runMeasured(in: folder.url)
            #expect(!measured.timedOut && measured.signal == nil, "\(rows) rows: \(measured.summary)")
            let sections = replies.result(symbols) as? [[String: Any]] ?? []
            let children = sections.first?["children"] as? [[String: Any]] ?? []
            #expect(children.count == rows, "\(rows) rows")
            #expect(children.allSatisfy { $0["name"] as? String == "Ré🎉" })
            for index in [0, rows / 2, rows - 1] where index < children.count {
                let start = ((children[index]["range"] as? [String: Any])?["start"] as? [String: Int])
                let character = head.utf16.count + index * row.utf16.count
                #expect(start == ["line": 0, "character": character], "row \(index) of \(rows)")
            }
            return measured.cpuSeconds
        }
        print("growth of the outline of a one-line definition: \(growth)")
        #expect(growth.isLinear, "\(growth)")
    }
}
