import PlistLoader

/// Reads the model of an Xcode 3 `.xcdatamodel` folder: no `contents`, but `elements`, an NSKeyedArchiver
/// binary plist (CoreDataLibrary's own sample apps, and any app of that era not yet opened in a newer
/// Xcode), into the same ``CoreDataModel`` as the XML reader gives.
///
/// The archive is Xcode's UML object graph: `$top.root` is an `XDPMModel`, whose root package's
/// `XDBucketForClassesstorage` maps entity names to `XDPMEntity` objects; an entity's
/// `XDBucketForOwnedAttributesstorage` holds its `XDPMAttribute` and `XDPMRelationship` objects. Every Core
/// Data fact is a tagged value: an `XDUMLPropertyImp` named after it (`XD_PAttK_attributeType`, …) in a
/// stereotype of the element (`XD_PStereotype`, `XD_PPropStereotype`, `XD_PAtt_Stereotype`,
/// `XD_PR_Stereotype`), holding the value in `_default`. A relationship's destination and inverse are
/// references to the entity and relationship objects. Positions are the byte offsets of the objects.
enum Xcode3ModelReader {
    static func read(_ path: String, limits: PlistLimits = .default) throws(CoreDataModelError) -> CoreDataModel {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path, maxSize: limits.maxFileSize)
        } catch {
            throw CoreDataModelLocator.error("cannot read the model: \(error.message)", file: path, position: error.position ?? .start)
        }
        return try read(bytes: bytes, file: path, limits: limits)
    }

    /// The model in an `elements` file's bytes; `file` names it in diagnostics.
    static func read(bytes: [UInt8], file path: String, limits: PlistLimits = .default) throws(CoreDataModelError) -> CoreDataModel {
        let document: PlistDocument
        do {
            document = try PlistLoader(limits: limits).load(bytes)
        } catch {
            throw CoreDataModelLocator.error("cannot read the model: \(error.message)", file: path, position: error.position ?? .start)
        }
        let archive = try KeyedArchive(document, file: path)
        let reader = Reader(archive: archive)
        let model = CoreDataModel(file: path, entities: try reader.entities())
        try CoreDataModelReader.check(model)
        return model
    }

    /// NSAttributeType codes, as Core Data defines them, by the names the XML model uses.
    static func attributeType(code: Int64) -> AttributeType {
        switch code {
        case 0: .undefined
        case 100: .integer16
        case 200: .integer32
        case 300: .integer64
        case 400: .decimal
        case 500: .double
        case 600: .float
        case 700: .string
        case 800: .boolean
        case 900: .date
        case 1000: .binary
        case 1100: .uuid
        case 1200: .uri
        case 1800: .transformable
        case 2000: .objectID
        default: .other("NSAttributeType \(code)")
        }
    }

    /// NSDeleteRule codes.
    static func deleteRule(code: Int64) -> DeleteRule? {
        switch code {
        case 0: .noAction
        case 1: .nullify
        case 2: .cascade
        case 3: .deny
        default: nil
        }
    }

    private struct Reader {
        let archive: KeyedArchive

        func entities() throws(CoreDataModelError) -> [Entity] {
            let root = try archive.topObject("root")
            try archive.expect(root, className: "XDPMModel")
            let package = try archive.requiredObject("_xd_rootPackage", of: root, className: "XDModelPackage")
            let classes = try bucket("Classes", of: package)
            var entities: [Entity] = []
            // The bucket is a dictionary in hash order: by name, so that the same model reads the same.
            for entry in try archive.dictionary(at: classes).sorted(by: { $0.key < $1.key }) {
                guard let index = entry.value else { throw fault("the entity '\(entry.key)' is $null", at: entry.position) }
                entities.append(try entity(at: index))
            }
            return entities
        }

        private func entity(at index: Int) throws(CoreDataModelError) -> Entity {
            try archive.expect(index, className: "XDPMEntity")
            let name = try self.name(of: index)
            let tags = try stereotype("XD_PStereotype", of: index)
            // Stored twice: the tag and the UML flag; the tag is Core Data's.
            var isAbstract = false
            if let tag = tags["XD_PSK_isAbstract"] {
                isAbstract = try bool(tag)
            } else if let uml = try archive.value("_isAbstract", of: index) {
                isAbstract = try bool(uml.node)
            }
            if let generalizations = try archive.object("XDBucketForGeneralizationsstorage", of: index),
                !(try archive.array(at: generalizations)).isEmpty
            {
                // No archive seen here has one: what it holds is not known, so it is not guessed.
                throw archive.error("the parent entity of '\(name)' (an Xcode 3 generalization) is not read", at: archive.objects[index])
            }
            var entity = Entity(
                name: name, representedClassName: try tags["XD_PSK_entityClassName"].map(archive.string), parentEntity: nil,
                isAbstract: isAbstract, attributes: [], relationships: [], position: archive.objects[index].position)
            let properties = try bucket("OwnedAttributes", of: index)
            for entry in try archive.dictionary(at: properties).sorted(by: { $0.key < $1.key }) {
                guard let property = entry.value else { throw fault("the property '\(name).\(entry.key)' is $null", at: entry.position) }
                switch try archive.className(of: property) {
                case "XDPMAttribute": entity.attributes.append(try attribute(at: property))
                case "XDPMRelationship": entity.relationships.append(try relationship(at: property))
                case let other where other.contains("Fetched"): continue  // As the XML reader: not needed by the rules.
                case let other:
                    throw archive.error(
                        "'\(name).\(entry.key)' is a \(other), not an attribute or relationship", at: archive.objects[property])
                }
            }
            return entity
        }

        private func attribute(at index: Int) throws(CoreDataModelError) -> Attribute {
            let common = try stereotype("XD_PPropStereotype", of: index)
            let tags = try stereotype("XD_PAtt_Stereotype", of: index)
            guard let code = tags["XD_PAttK_attributeType"] else {
                throw archive.error(
                    "the attribute '\(try name(of: index))' has no type (XD_PAttK_attributeType)", at: archive.objects[index])
            }
            return Attribute(
                name: try name(of: index), type: Xcode3ModelReader.attributeType(code: try integer(code)),
                isOptional: try common["XD_PPSK_isOptional"].map(bool) ?? false,
                isTransient: try common["XD_PPSK_isTransient"].map(bool) ?? false,
                defaultValue: try tags["XD_PAttK_defaultValueAsString"].map(archive.string), position: archive.objects[index].position)
        }

        private func relationship(at index: Int) throws(CoreDataModelError) -> Relationship {
            let name = try self.name(of: index)
            let common = try stereotype("XD_PPropStereotype", of: index)
            let tags = try stereotype("XD_PR_Stereotype", of: index)
            let destination = try referencedName(tags, "XD_PRK_destination", className: "XDPMEntity")
            let inverse = try referencedName(tags, "XD_PRK_inverseRelationship", className: "XDPMRelationship")
            // 0 is Xcode's "no limit" for the maximum and "none" for the minimum: what XML leaves unwritten.
            let maxCount = try tags["XD_PRK_maxCount"].map(integer).flatMap { $0 == 0 ? nil : Int(exactly: $0) }
            let minCount = try tags["XD_PRK_minCount"].map(integer).flatMap { $0 == 0 ? nil : Int(exactly: $0) }
            var rule = DeleteRule.nullify
            if let code = tags["XD_PRK_deleteRule"] {
                guard let known = Xcode3ModelReader.deleteRule(code: try integer(code)) else {
                    throw archive.error("'\(name)' has an unknown delete rule \(try integer(code))", at: code)
                }
                rule = known
            }
            return Relationship(
                name: name, destinationEntity: destination, inverseName: inverse, isToMany: try tags["XD_PRK_isToMany"].map(bool) ?? false,
                isOrdered: false, minCount: minCount, maxCount: maxCount,
                isOptional: try common["XD_PPSK_isOptional"].map(bool) ?? false, deleteRule: rule, position: archive.objects[index].position
            )
        }

        /// The name of the object a tag refers to (a destination entity, an inverse relationship).
        private func referencedName(_ tags: Xcode3TaggedValues, _ key: String, className: String) throws(CoreDataModelError) -> String? {
            guard let node = tags[key] else { return nil }
            guard let index = tags.objects[key] else { throw archive.error("'\(key)' is not a reference to a \(className)", at: node) }
            try archive.expect(index, className: className)
            return try name(of: index)
        }

        /// The tagged values of a stereotype of an element, by tag name: each tag's `_default`.
        private func stereotype(_ stereotypeName: String, of element: Int) throws(CoreDataModelError) -> Xcode3TaggedValues {
            let stereotypes = try bucket("Stereotypes", of: element)
            var tags = Xcode3TaggedValues()
            guard let found = try archive.dictionary(at: stereotypes).first(where: { $0.key == stereotypeName }),
                let stereotype = found.value
            else {
                return tags
            }
            let owned = try bucket("OwnedAttributes", of: stereotype)
            for entry in try archive.dictionary(at: owned) {
                guard let tag = entry.value, let value = try archive.value("_default", of: tag) else { continue }
                tags.values[entry.key] = value.node
                tags.objects[entry.key] = value.object
            }
            return tags
        }

        /// An element's `XDBucketFor‹name›storage` collection.
        private func bucket(_ name: String, of element: Int) throws(CoreDataModelError) -> Int {
            guard let storage = try archive.object("XDBucketFor\(name)storage", of: element) else {
                throw archive.error(
                    "'XDBucketFor\(name)storage' is missing from \(try archive.className(of: element))", at: archive.objects[element])
            }
            return storage
        }

        private func name(of index: Int) throws(CoreDataModelError) -> String {
            guard let node = try archive.value("_name", of: index)?.node else {
                throw archive.error("the \(try archive.className(of: index)) has no name", at: archive.objects[index])
            }
            let name = try archive.string(node)
            guard !name.isEmpty else {
                throw archive.error("the \(try archive.className(of: index)) has an empty name", at: archive.objects[index])
            }
            return name
        }

        private func bool(_ node: PlistNode) throws(CoreDataModelError) -> Bool {
            switch node.value {
            case .boolean(let flag): return flag
            case .integer(let number) where number.int64 == 0 || number.int64 == 1: return number.int64 == 1
            default: throw archive.error("expected a boolean, found \(node.value.typeNameWithArticle)", at: node)
            }
        }

        private func integer(_ node: PlistNode) throws(CoreDataModelError) -> Int64 {
            guard case .integer(let number) = node.value, let value = number.int64 else {
                throw archive.error("expected an integer, found \(node.value.typeNameWithArticle)", at: node)
            }
            return value
        }

        private func fault(_ message: String, at position: SourcePosition) -> CoreDataModelError {
            CoreDataModelLocator.error(message, file: archive.file, position: position)
        }
    }
}
