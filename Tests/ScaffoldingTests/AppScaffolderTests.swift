import CDLGenTestSupport
import Checks
import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader
import Scaffolding
import Testing

/// `init --app` validates what it made and leaves out what `validate` rejects (issue 37): a row, the
/// "Add New" of a row whose add view could not save, the view nothing is left in.
@Suite struct AppScaffolderTests {
    /// A to-many whose destination has a required number (no row edits one, so no add view can save it),
    /// and a to-one to an entity of class NSManagedObject (CDL's edit screen looks the entity up by class).
    static let shelves = """
            <entity name="Shelf" representedClassName="Shelf" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
                <relationship name="genre" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Genre"/>
            </entity>
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="pages" attributeType="Integer 32" usesScalarValueType="YES"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Genre" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        """

    static let genreRowNote =
        "left out the row 'Genre' (genre.name) of ShelfDetailView: the objects of 'Genre' are of class 'NSManagedObject': CDL's "
        + "edit screen for 'genre.name' looks up the entity by that class name and raises; set the entity's class to 'Genre' "
        + "[type-mismatch]"

    /// The diagnostics of `files`, validated as `cdlgen validate --no-project --model` validates them.
    func diagnostics(of files: [(name: String, propertyList: PlistValue)], model: CoreDataModel) throws -> [Diagnostic] {
        let folder = try TemporaryFolder()
        let written = try files.map { file in
            DefinitionFile(path: try folder.write(file.name + ".plist", try PlistWriter.write(file.propertyList, as: .xml).text))
        }
        var validator = DefinitionValidator()
        validator.modelChecker = ModelChecker(model: model)
        return validator.validate(written, catalog: DefinitionCatalog(roots: [folder.path], files: written)).flatMap(\.diagnostics)
    }

    @Test func anAddViewThatCannotSaveLosesItsAddNewAndARowValidateRejectsGoes() throws {
        let model = try ModelContents.model(Self.shelves)
        let app = try AppScaffolder(model: model).scaffold(entities: ["Shelf"])
        // Genre's only row is a single-line row on a class that declares nothing: its view goes too.
        #expect(app.files.map(\.name) == ["ShelfListView", "ShelfDetailView", "BookDetailView"])
        #expect(
            app.notes == [
                Self.genreRowNote,
                "left out \"Add New\" of the row 'Book' (books.title) of ShelfDetailView: 'BookAddView' creates Book objects, but does "
                    + "not show 'pages', which is required and has no default: Save shows \"Validation Error\" and never succeeds "
                    + "[unsaveable-view]",
                "left out the row 'Name' (name) of GenreDetailView: tapping the row in edit mode crashes: CDL asks the class for the "
                    + "property 'name' (classOfKey:), and the objects of 'Genre' are plain NSManagedObjects (the model names no class), "
                    + "which declare no properties; give the entity a class that declares it (an @property, or @NSManaged in Swift; "
                    + "Xcode's \"Class Definition\" code generation does) [property-declaration]",
                "left out GenreDetailView: every row of it was left out",
            ])
        #expect(try diagnostics(of: app.files, model: model).map(\.message) == [])
    }

    @Test func theSingleViewIsValidatedToo() throws {
        let model = try ModelContents.model(Self.shelves)
        let shelf = try DetailViewScaffolder(model: model).validatedScaffold(entityNamed: "Shelf")
        #expect(shelf.sections.flatMap(\.rows).map(\.attributeKeyPath) == ["name", "books.title"])
        #expect(shelf.omissions.map(\.message) == [Self.genreRowNote])
        // Unvalidated, the row is there: the checks are `validate`'s, not the scaffolder's.
        let unchecked = try DetailViewScaffolder(model: model).scaffold(entityNamed: "Shelf")
        #expect(unchecked.sections.flatMap(\.rows).map(\.attributeKeyPath) == ["name", "genre.name", "books.title"])
    }
}
