import CDLGenTestSupport
import Foundation
import Testing

/// `validate`'s caret under a line with CJK text and an emoji before the column stands under the
/// misspelt key path on a terminal, which gives each of them two columns (issue 38, item 4); the
/// `LINE:COL` header still counts scalars.
@Suite struct WideCharacterCaretTests {
    @Test func theCaretStandsUnderTheKeyPathAfterWideCharacters() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "TaskDetailView.json",
            """
            [
              {
                "rowInformation": [
                  { "rowLabel": "名前 🍜", "attributeKeyPath": "nmae", "rowType": "CDLTableRowTypeSingleLineValueSmallLabel" }
                ]
              }
            ]

            """)
        let model = CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path
        let result = try CDLGenProcess.run(["validate", "--no-project", "--model", model, "TaskDetailView.json"], in: folder.url)
        #expect(result.status == 1)
        // 名, 前 and 🍜 take two columns each: the caret is three spaces further right than the scalars
        // before it (column 49) would put it.
        let padding = String(repeating: " ", count: 48 + 3)
        #expect(
            result.stdout == """
                TaskDetailView.json:4:49: error: 'Task' has no attribute or relationship 'nmae'; did you mean 'name'? [unknown-attribute]
                      { "rowLabel": "名前 🍜", "attributeKeyPath": "nmae", "rowType": "CDLTableRowTypeSingleLineValueSmallLabel" }
                \(padding)^
                \(padding)name

                """)
    }
}
