import CDLGenTestSupport
import CoreDataModel
import Foundation
import PlistLoader
import Testing

/// Xcode 3 models: `elements` keyed archives, from `Tests/EndToEndTests/Fixtures/Xcode3Models/make_models.py`.
@Suite struct Xcode3ModelReaderTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/Xcode3Models")

    /// One line per fact, as the fixture script declares them.
    static func dump(_ model: CoreDataModel) -> [String] {
        model.entities.flatMap { entity in
            [
                "\(entity.name) class=\(entity.representedClassName ?? "-") abstract=\(entity.isAbstract) parent=\(entity.parentEntity ?? "-")"
            ]
                + entity.attributes.map { a in
                    "  \(a.name): \(a.type.modelName) optional=\(a.isOptional) transient=\(a.isTransient) default=\(a.defaultValue ?? "-")"
                }
                + entity.relationships.map { r in
                    "  \(r.name) -> \(r.destinationEntity ?? "-") inverse=\(r.inverseName ?? "-") toMany=\(r.isToMany) optional=\(r.isOptional) "
                        + "min=\(r.minCount.map(String.init) ?? "-") max=\(r.maxCount.map(String.init) ?? "-") delete=\(r.deleteRule.rawValue)"
                }
        }
    }

    @Test func readsEveryFactOfTheArchive() throws {
        let model = try CoreDataModelReader.read(Self.fixtures.appendingPathComponent("Library.xcdatamodel").path)
        #expect(model.file.hasSuffix("Library.xcdatamodel/elements"))
        #expect(
            Self.dump(model) == [
                "Author class=LibraryAuthor abstract=false parent=-",
                "  name: String optional=false transient=false default=-",
                "  books -> Book inverse=author toMany=true optional=true min=- max=- delete=Deny",
                "Book class=Book abstract=false parent=-",
                "  cover: Binary optional=true transient=false default=-",
                "  inPrint: Boolean optional=true transient=false default=YES",
                "  pages: Integer 32 optional=true transient=false default=0",
                "  published: Date optional=true transient=false default=-",
                "  rating: Double optional=true transient=false default=-",
                "  title: String optional=false transient=false default=-",
                "  titleInitial: String optional=true transient=true default=-",
                "  author -> Author inverse=books toMany=false optional=true min=1 max=1 delete=Nullify",
                "  loans -> Loan inverse=book toMany=true optional=true min=- max=- delete=Cascade",
                "Loan class=Loan abstract=false parent=-",
                "  due: Date optional=false transient=false default=-",
                "  order: Integer 16 optional=true transient=false default=0",
                "  book -> Book inverse=loans toMany=false optional=false min=1 max=1 delete=No Action",
            ])
        // Positions are the offsets of the archived objects.
        #expect(model.entities.allSatisfy { $0.position.offset != nil })
    }

    @Test func aBundleOfXcode3VersionsReadsItsCurrentOne() throws {
        let model = try CoreDataModelReader.read(Self.fixtures.appendingPathComponent("Shop.xcdatamodeld").path)
        #expect(model.file.hasSuffix("Shop 2.xcdatamodel/elements"))
        #expect(model.entity(named: "Product")?.attributes.map(\.name) == ["name", "price"])
    }

    /// Every object given the wrong class, and every object replaced by a number: each archive reads, or
    /// is one `model-error` at an offset in it — never a crash.
    @Test func wrongClassesAndValuesAtEveryPlaceAreModelErrors() throws {
        let elements = Self.fixtures.appendingPathComponent("Library.xcdatamodel/elements").path
        let document = try PlistLoader().load(contentsOf: elements)
        guard case .dictionary(let top) = document.root.value, let objects = top["$objects"]?.array else {
            Issue.record("not an archive")
            return
        }
        let classes = objects.indices.filter { objects[$0].dictionary?["$classname"] != nil }
        let folder = try TemporaryFolder()
        var faults = 0
        func read(_ changed: [PlistNode]) throws {
            var entries = top.entries
            let index = try #require(entries.firstIndex { $0.key == "$objects" })
            entries[index].value = PlistNode(.array(changed), at: .start)
            let bytes = try PlistWriter.write(.dictionary(PlistDictionary(entries: entries)), as: .binary).bytes
            _ = try folder.write("Model.xcdatamodel/elements", Data(bytes))
            do {
                _ = try CoreDataModelReader.read(folder.path + "/Model.xcdatamodel")
            } catch {
                #expect(error.diagnostic.code == .modelError)
                #expect(error.diagnostic.location.position.offset != nil, "\(error.diagnostic.message)")
                faults += 1
            }
        }
        for (position, object) in objects.enumerated() where object.dictionary?["$class"] != nil {
            guard case .dictionary(var fields) = object.value, let classIndex = fields.entries.firstIndex(where: { $0.key == "$class" }),
                case .uid(let current) = fields.entries[classIndex].value.value
            else { continue }
            let other = classes.first {
                UInt64($0) != current
                    && objects[$0].dictionary?["$classname"]?.string != objects[Int(current)].dictionary?["$classname"]?.string
            }!
            fields.entries[classIndex].value = PlistNode(.uid(UInt64(other)), at: .start)
            var changed = objects
            changed[position] = PlistNode(.dictionary(fields), at: .start)
            try read(changed)
            changed[position] = PlistNode(.integer(7), at: .start)
            try read(changed)
        }
        // Many changes break the model; those on objects the reader never reaches (class descriptions,
        // Xcode's own UML fields) do not.
        #expect(faults > 100)
    }

    /// CoreDataLibrary's sample apps (never committed: `CDL_CHECKOUT` names a checkout of
    /// epec254/coredatalibrary) read from their Xcode 3 archives exactly as the XML descriptions of the
    /// same models in `Fixtures/CDLSampleModels`, written by hand from what Xcode 3 shows.
    @Test(.requires(.coreDataLibraryCheckout), arguments: ["AlphaEvents", "CoreDataSampleFor436", "GettingStarted", "ToManyEvents"])
    func coreDataLibrarysSampleModelsReadAsTheirDescriptions(_ app: String) throws {
        let checkout = try RequiredTool.coreDataLibraryCheckout.path()
        let archived = try CoreDataModelReader.read("\(checkout)/Samples/\(app)/\(app).xcdatamodel")
        let described = try CoreDataModelReader.read(
            packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/CDLSampleModels/\(app).xcdatamodel").path)
        let sorted = { (model: CoreDataModel) in
            Self.dump(
                CoreDataModel(
                    file: model.file,
                    entities: model.entities.sorted { $0.name < $1.name }.map { entity in
                        var entity = entity
                        entity.attributes.sort { $0.name < $1.name }
                        entity.relationships.sort { $0.name < $1.name }
                        return entity
                    }))
        }
        #expect(sorted(archived) == sorted(described))
        print("\(app):\n" + sorted(archived).joined(separator: "\n"))
    }
}
