import CDLGenTestSupport
import Foundation
import Testing

/// A missing definition's near name is a fix-it only when its definition fits the reference; otherwise it
/// is a guess, in a note (issue 38, item 6): a fix-it shown as certain is one `validate --fix` applies.
@Suite struct GuessedReferenceTests {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Recipe" representedClassName="Recipe" syncable="YES">
                <attribute name="name" attributeType="String"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="recipe" inverseEntity="Tag"/>
                <relationship name="steps" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Step" inverseName="recipe" inverseEntity="Step"/>
            </entity>
            <entity name="Tag" representedClassName="Tag" syncable="YES">
                <attribute name="label" attributeType="String"/>
                <relationship name="recipe" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Recipe" inverseName="tags" inverseEntity="Recipe"/>
            </entity>
            <entity name="Step" representedClassName="Step" syncable="YES">
                <attribute name="instruction" attributeType="String"/>
                <relationship name="recipe" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Recipe" inverseName="steps" inverseEntity="Recipe"/>
            </entity>
        </model>
        """

    /// A detail view of Recipe whose tags row adds new tags with the view `addView`.
    static func recipeDetailView(addView: String) -> String {
        """
        [
          {
            "sectionTitle": "Recipe",
            "rowInformation": [
              { "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Name", "attributeKeyPath": "name" }
            ]
          },
          {
            "sectionTitle": "Tags",
            "rowInformation": [
              { "rowType": "CDLTableRowTypeToManyRelationship", "rowLabel": "Tag", "attributeKeyPath": "tags.label",
                "showAddNewObject": true, "addNewObjectPropertyListFile": "\(addView)" }
            ]
          }
        ]

        """
    }

    static func detailView(title: String, keyPath: String) -> String {
        """
        [
          {
            "sectionTitle": "\(title)",
            "rowInformation": [
              { "rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "\(title)", "attributeKeyPath": "\(keyPath)" }
            ]
          }
        ]

        """
    }

    /// A project with the model, the Recipe detail view naming `addView`, and `others` (name → text).
    static func project(addView: String, others: [String: String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Model.xcdatamodel/contents", model)
        try folder.write("cdlgen.json", #"{"definitions": ["Definitions"], "model": "Model.xcdatamodel"}"#)
        try folder.write("Definitions/RecipeDetailView.json", recipeDetailView(addView: addView))
        for (name, text) in others { try folder.write("Definitions/\(name)", text) }
        return folder
    }

    /// TagDetailView was deleted; StepDetailView is spelt nearly alike but shows Step: a note, no fix-it.
    @Test func aDeletedViewIsNotReplacedByAViewOfAnotherEntity() throws {
        let folder = try Self.project(
            addView: "TagDetailView", others: ["StepDetailView.json": Self.detailView(title: "Step", keyPath: "instruction")])
        let result = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                Definitions/RecipeDetailView.json:12:67: error: no definition named 'TagDetailView' (TagDetailView.plist or TagDetailView.json) for 'addNewObjectPropertyListFile' [missing-definition]
                        "showAddNewObject": true, "addNewObjectPropertyListFile": "TagDetailView" }
                                                                                  ^
                Definitions/StepDetailView.json:1:1: note: did you mean 'StepDetailView'? it shows Step, not Tag

                """)
        // Nothing for --fix to do: the file stays as it was.
        let fixed = try CDLGenProcess.run(["validate", "--fix"], in: folder.url)
        #expect(fixed.status == 1)
        #expect(!fixed.stderr.contains("fixed "), "\(fixed.stderr)")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Definitions/RecipeDetailView.json"), encoding: .utf8)
                == Self.recipeDetailView(addView: "TagDetailView"))
    }

    /// TagDetailView is there and shows Tag: the misspelt name's fix-it is shown, and --fix applies it.
    @Test func aMisspeltViewOfTheRightEntityIsAFixItThatFixApplies() throws {
        let folder = try Self.project(
            addView: "TagDetialView",
            others: [
                "TagDetailView.json": Self.detailView(title: "Tag", keyPath: "label"),
                "StepDetailView.json": Self.detailView(title: "Step", keyPath: "instruction"),
            ])
        let result = try CDLGenProcess.run(["validate"], in: folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                Definitions/RecipeDetailView.json:12:67: error: no definition named 'TagDetialView' (TagDetialView.plist or TagDetialView.json) for 'addNewObjectPropertyListFile'; did you mean 'TagDetailView'? [missing-definition]
                        "showAddNewObject": true, "addNewObjectPropertyListFile": "TagDetialView" }
                                                                                  ^
                                                                                  TagDetailView

                """)
        let fixed = try CDLGenProcess.run(["validate", "--fix"], in: folder.url)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stderr.contains("fixed Definitions/RecipeDetailView.json (1 fix)"), "\(fixed.stderr)")
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("Definitions/RecipeDetailView.json"), encoding: .utf8)
                == Self.recipeDetailView(addView: "TagDetailView"))
    }

    /// Without a model the kind alone decides: a list view spelt nearly alike is a guess.
    @Test func aListViewIsAGuessEvenWithoutAModel() throws {
        let folder = try TemporaryFolder()
        try folder.write("Definitions/RecipeDetailView.json", Self.recipeDetailView(addView: "TagListVeiw"))
        try folder.write(
            "Definitions/TagListView.json",
            #"{"entityName": "Tag", "sortKeyPaths": ["label"], "cellTextLabelKeyPath": "label", "detailViewPropertyListFile": "RecipeDetailView"}"#
                + "\n")
        let result = try CDLGenProcess.run(["validate", "--no-project", "Definitions"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout.contains("for 'addNewObjectPropertyListFile' [missing-definition]\n"), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "Definitions/TagListView.json:1:1: note: did you mean 'TagListView'? it is a list view, and 'addNewObjectPropertyListFile' opens a detail view\n"
            ), "\(result.stdout)")
        #expect(!result.stdout.contains("                TagListView\n"))
    }
}
