import CDLGenTestSupport
import Foundation
import Testing

/// Issue 37: references name definitions by name only. CDL asks the app bundle for NAME.plist, and
/// `compile` writes every definition flat, so a definition in a subfolder is found by its name and a
/// reference with a folder in it never is: `folder-in-reference`, refused by `compile`, fixed by `--fix`.
@Suite struct CompiledReferencesTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// A list view in `Lists/`, its detail view at the top, and the detail view's "Add New" view in
    /// `Lending/`, the detail view naming the add view as `addView`.
    func writeDefinitions(addView: String) throws {
        try folder.write(
            "Defs/Lists/BookListView.plist",
            "{ entityName = Book; sortKeyPaths = (title); cellTextLabelKeyPath = title; detailViewPropertyListFile = BookDetailView; }\n")
        try folder.write(
            "Defs/BookDetailView.plist",
            """
            (
            \t{ rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = Title; attributeKeyPath = title; } ); },
            \t{ rowInformation = ( { rowType = CDLTableRowTypeToManyRelationship; rowLabel = Copy; attributeKeyPath = copies.barcode;
            \t\tshowAddNewObject = YES; addNewObjectPropertyListFile = \(addView); } ); }
            )

            """)
        try folder.write(
            "Defs/Lending/CopyAddView.json",
            #"[{"rowInformation": [{"rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Barcode", "attributeKeyPath": "barcode"}]}]"#
                + "\n")
    }

    func cdlgen(_ arguments: [String]) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run([arguments[0], "--no-project"] + arguments.dropFirst(), in: folder.url)
    }

    @Test func definitionsInSubfoldersNamedByNameCompileToAFolderThatValidates() throws {
        try writeDefinitions(addView: "CopyAddView")
        let compiled = try cdlgen(["compile", "Defs", "-o", "Compiled"])
        #expect(compiled.status == 0, "\(compiled.stdout)\(compiled.stderr)")
        #expect(compiled.stderr == "checked 3 files: no problems\ncompiled 3 definitions into Compiled\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Compiled").sorted()
        #expect(written == ["BookDetailView.plist", "BookListView.plist", "CopyAddView.plist"])
        // What the app bundle holds, as CDL reads it: every reference found, nothing else to say.
        let validated = try cdlgen(["validate", "Compiled"])
        #expect(validated.status == 0, "\(validated.stdout)\(validated.stderr)")
        #expect(validated.stdout.isEmpty)
        #expect(validated.stderr == "checked 3 files: no problems\n")
    }

    @Test func aReferenceWithAFolderIsRefusedUntilFixed() throws {
        try writeDefinitions(addView: "Lending/CopyAddView")
        let validated = try cdlgen(["validate", "Defs"])
        #expect(validated.status == 1)
        #expect(
            validated.stdout.contains(
                "Defs/BookDetailView.plist:4:58: error: 'addNewObjectPropertyListFile' names 'Lending/CopyAddView', a folder: "
                    + "CDL looks references up with pathForResource:ofType:"),
            "\(validated.stdout)")
        #expect(
            validated.stdout.contains("Provided plist is not valid\"; write 'CopyAddView' [folder-in-reference]"), "\(validated.stdout)")
        #expect(!validated.stdout.contains("[path-escape]") && !validated.stdout.contains("[missing-definition]"))

        // compile checks as validate does and writes nothing while an error stands.
        let refused = try cdlgen(["compile", "Defs", "-o", "Compiled"])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasSuffix("cdlgen: nothing compiled: the definitions do not pass\n"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Compiled"))

        let fixed = try cdlgen(["validate", "--fix", "Defs"])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stderr == "fixed Defs/BookDetailView.plist (1 fix)\nchecked 3 files: no problems\n")
        let text = try String(contentsOfFile: folder.path + "/Defs/BookDetailView.plist", encoding: .utf8)
        #expect(text.contains("addNewObjectPropertyListFile = CopyAddView;"))
        #expect(try cdlgen(["compile", "Defs", "-o", "Compiled"]).status == 0)
    }
}
