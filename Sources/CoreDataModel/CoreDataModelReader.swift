import PlistLoader

/// Reads a Core Data model (README, "Checking against the Core Data model") for the model rules.
public enum CoreDataModelReader {
    /// `path` names a `.xcdatamodeld`, a `.xcdatamodel` (with XML `contents`, or Xcode 3's `elements`) or
    /// a `contents` or `elements` file. Diagnostics name files as
    /// `path` does (relative when it is).
    public static func read(_ path: String, limits: PlistLimits = .default) throws(CoreDataModelError) -> CoreDataModel {
        let contents = try CoreDataModelLocator.contentsPath(of: path, limits: limits)
        if CoreDataModelLocator.isElements(contents) { return try Xcode3ModelReader.read(contents, limits: limits) }
        let text: SourceText
        do {
            text = try SourceText(decoding: try FileBytes.read(contents, maxSize: limits.maxFileSize))
        } catch {
            throw CoreDataModelLocator.error("cannot read the model: \(error.message)", file: contents, position: error.position ?? .start)
        }
        // Facts carry their element's line, column 1: finding each line's indent would take a pass over
        // the file per element. A fault found afterwards points at the element's first character.
        let entities = try ModelContentsParser(text: text, file: contents).parse()
        let model = CoreDataModel(file: contents, entities: entities)
        do {
            try check(model)
        } catch {
            var error = error
            if let line = error.location.position.line { error.location.position = ModelContentsParser.position(ofLine: line, in: text) }
            throw error
        }
        return model
    }

    /// The model in the bytes of an Xcode 3 `elements` archive (for the fuzzer: no file to write).
    public static func readXcode3Elements(_ bytes: [UInt8], file: String = "elements", limits: PlistLimits = .default)
        throws(CoreDataModelError) -> CoreDataModel
    {
        try Xcode3ModelReader.read(bytes: bytes, file: file, limits: limits)
    }

    /// Refuses what would make every later answer wrong: duplicate entities, unknown or cyclic parents,
    /// relationships to entities that do not exist.
    static func check(_ model: CoreDataModel) throws(CoreDataModelError) {
        var seen = Set<String>()
        for entity in model.entities {
            func fail(_ message: String, at position: SourcePosition) -> CoreDataModelError {
                CoreDataModelLocator.error(message, file: model.file, position: position)
            }
            guard seen.insert(entity.name).inserted else {
                throw fail("the entity '\(entity.name)' is defined twice", at: entity.position)
            }
            if let parent = entity.parentEntity {
                guard model.entity(named: parent) != nil else {
                    throw fail("the parent entity '\(parent)' of '\(entity.name)' is not in the model", at: entity.position)
                }
                if model.lineage(of: parent).contains(where: { $0.name == entity.name }) {
                    throw fail("'\(entity.name)' inherits from itself through '\(parent)'", at: entity.position)
                }
            }
            for relationship in entity.relationships {
                if let destination = relationship.destinationEntity, model.entity(named: destination) == nil {
                    throw fail(
                        "the relationship '\(entity.name).\(relationship.name)' leads to '\(destination)', which is not in the model",
                        at: relationship.position)
                }
            }
        }
    }
}
