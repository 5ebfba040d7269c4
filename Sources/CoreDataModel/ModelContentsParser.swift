internal import CLibXML2
import PlistLoader

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses a model's `contents` XML with libxml2's reader, with the settings the property-list reader
/// uses: no network, no DTD loading, no entity substitution. Xcode never writes a DOCTYPE, so any is
/// refused, and no entity can be declared.
struct ModelContentsParser {
    let text: SourceText
    let file: String

    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_BIG_LINES.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)

    /// The first error libxml2 reports, kept for the diagnostic.
    private final class ErrorBox {
        var message: String?
        var line = 1
        var column = 1
    }

    func parse() throws(CoreDataModelError) -> [Entity] {
        XMLLibrary.initialize()
        let box = ErrorBox()
        return try text.utf8.withUnsafeBufferPointer { bytes throws(CoreDataModelError) -> [Entity] in
            // libxml2 takes the size as an Int32; a larger file (possible with a raised --max-file-size)
            // is refused here rather than trapping in the conversion.
            guard bytes.count <= Int(Int32.max) else {
                throw error("the model's contents are too large for the XML parser (over 2 GiB)", line: 1)
            }
            try checkStartsAsXML(bytes)
            guard
                let reader = bytes.baseAddress.flatMap({ base in
                    base.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                        xmlReaderForMemory($0, Int32(bytes.count), nil, "UTF-8", Self.options)
                    }
                })
            else {
                throw error("the model's contents are empty", line: 1)
            }
            defer { xmlFreeTextReader(reader) }
            xmlTextReaderSetStructuredErrorHandler(
                reader,
                { context, error in
                    guard let context, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
                    let box = Unmanaged<ErrorBox>.fromOpaque(context).takeUnretainedValue()
                    guard box.message == nil else { return }
                    box.message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
                    box.line = Int(error.pointee.line)
                    box.column = Int(error.pointee.int2)
                }, Unmanaged.passUnretained(box).toOpaque())
            return try withExtendedLifetime(box) { () throws(CoreDataModelError) -> [Entity] in
                try read(reader, box: box)
            }
        }
    }

    private func read(_ reader: xmlTextReaderPtr, box: ErrorBox) throws(CoreDataModelError) -> [Entity] {
        var entities: [Entity] = []
        var sawModel = false
        /// Whether the element open at depth 1 is an `<entity>`: only its children are its properties.
        var inEntity = false
        while true {
            let status = xmlTextReaderRead(reader)
            if status == 0 { break }
            guard status > 0 else {
                let message = box.message.map { XMLErrorMessage.plain($0) } ?? "the model's XML is malformed"
                throw CoreDataModelError(
                    message, at: SourceLocation(file: file, position: .lineColumn(line: max(box.line, 1), column: max(box.column, 1))))
            }
            let line = Int(xmlGetLineNo(xmlTextReaderCurrentNode(reader)))
            switch xmlTextReaderNodeType(reader) {
            case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
                throw error("a Core Data model has no DOCTYPE; this one may declare entities, so it is not read", line: line)
            case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue):
                throw error("entity references are not allowed in a Core Data model", line: line)
            case Int32(XML_READER_TYPE_ELEMENT.rawValue):
                break
            default:
                continue
            }
            let name = xmlTextReaderConstLocalName(reader).map { String(cString: $0) } ?? ""
            let depth = xmlTextReaderDepth(reader)
            func attribute(_ key: String) -> String? {
                guard let value = xmlTextReaderGetAttribute(reader, key) else { return nil }
                defer { free(value) }  // libxml2 allocates with malloc unless told otherwise; cdlgen never tells it.
                return String(cString: value)
            }
            if depth == 1 { inEntity = name == "entity" }
            switch (depth, name) {
            case (0, "model"):
                sawModel = true
            case (0, _):
                throw error("this is not a Core Data model: its root element is <\(name)>, not <model>", line: line)
            case (1, "entity"):
                guard let entityName = attribute("name"), !entityName.isEmpty else {
                    throw error("an <entity> has no name", line: line)
                }
                entities.append(
                    Entity(
                        name: entityName, representedClassName: attribute("representedClassName"), parentEntity: attribute("parentEntity"),
                        codeGenerationType: attribute("codeGenerationType"), isAbstract: attribute("isAbstract") == "YES",
                        attributes: [], relationships: [], position: .lineColumn(line: line, column: 1)))
            case (2, "attribute") where inEntity:
                guard let attributeName = attribute("name"), !attributeName.isEmpty else {
                    throw error("an <attribute> of '\(entities[entities.count - 1].name)' has no name", line: line)
                }
                entities[entities.count - 1].attributes.append(
                    Attribute(
                        name: attributeName, type: AttributeType(modelName: attribute("attributeType")),
                        isOptional: attribute("optional") == "YES", isTransient: attribute("transient") == "YES",
                        defaultValue: attribute("defaultValueString"), usesScalarValueType: attribute("usesScalarValueType") == "YES",
                        position: .lineColumn(line: line, column: 1)))
            case (2, "relationship") where inEntity:
                guard let relationshipName = attribute("name"), !relationshipName.isEmpty else {
                    throw error("a <relationship> of '\(entities[entities.count - 1].name)' has no name", line: line)
                }
                let toMany = attribute("toMany") == "YES"
                let maxCount = attribute("maxCount").flatMap(Int.init)
                entities[entities.count - 1].relationships.append(
                    Relationship(
                        name: relationshipName, destinationEntity: attribute("destinationEntity"), inverseName: attribute("inverseName"),
                        isToMany: toMany, isOrdered: attribute("ordered") == "YES", minCount: attribute("minCount").flatMap(Int.init),
                        maxCount: maxCount, isOptional: attribute("optional") == "YES",
                        deleteRule: DeleteRule(modelName: attribute("deletionRule")), position: .lineColumn(line: line, column: 1)))
            default:
                continue  // Fetch requests, configurations, user info, indexes: not needed by the rules.
            }
        }
        guard sawModel else { throw error("the model's contents are empty", line: 1) }
        return entities
    }

    /// libxml2 says only "document is empty" of contents that are not XML at all; say what is wrong, at the
    /// first character that is neither blank nor a byte-order mark.
    private func checkStartsAsXML(_ bytes: UnsafeBufferPointer<UInt8>) throws(CoreDataModelError) {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var lineStart = index
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n")].contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        guard index < bytes.count, bytes[index] != UInt8(ascii: "<") else { return }
        let found = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).first.map { String($0) } ?? "?"
        throw CoreDataModelError(
            "not an XML model: expected '<' (as in <?xml …?> or <model>), found '\(found)'",
            at: SourceLocation(file: file, position: .lineColumn(line: line, column: index - lineStart + 1)))
    }

    private func error(_ message: String, line: Int) -> CoreDataModelError {
        CoreDataModelError(message, at: SourceLocation(file: file, position: .lineColumn(line: line, column: 1)))
    }

    /// The position of the first non-blank character of a line: where Xcode, which writes one element
    /// per line, puts the element's `<`.
    static func position(ofLine line: Int, in text: SourceText) -> SourcePosition {
        let content = text.line(line) ?? ""
        let indent = content.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count
        return .lineColumn(line: max(line, 1), column: indent + 1)
    }
}
