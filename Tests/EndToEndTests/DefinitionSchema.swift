import Foundation

/// `schemas/cdl-definition.schema.json`, read as plain JSON for the tests that hold it to the Swift code.
struct DefinitionSchema {
    static let url = CDLGenProcess.packageRoot.appendingPathComponent("schemas/cdl-definition.schema.json")

    let root: [String: Any]

    init() throws {
        root = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.url)) as? [String: Any] ?? [:]
    }

    func definition(_ name: String) -> [String: Any] {
        (root["definitions"] as? [String: Any])?[name] as? [String: Any] ?? [:]
    }

    func properties(of name: String) -> [String: [String: Any]] {
        definition(name)["properties"] as? [String: [String: Any]] ?? [:]
    }

    /// The description editors show for a property: its own, or that of the definition its `$ref` names
    /// (a `$ref` may have no sibling keywords, so `rowType`'s description is on `definitions.rowType`).
    func description(of property: [String: Any]) -> String? {
        if let own = property["description"] as? String { return own }
        guard let reference = property["$ref"] as? String, reference.hasPrefix("#/definitions/") else { return nil }
        return definition(String(reference.dropFirst("#/definitions/".count)))["description"] as? String
    }

    /// Each `enum` value of the definition (or of its `anyOf` alternatives) with its `enumDescriptions`
    /// entry; nil when the two arrays are missing or of different lengths.
    func enumDescriptions(of name: String) -> [String: String]? {
        let definition = definition(name)
        let alternatives = [definition] + (definition["anyOf"] as? [[String: Any]] ?? [])
        var found: [String: String] = [:]
        for alternative in alternatives {
            guard let values = alternative["enum"] as? [String] else { continue }
            guard let descriptions = alternative["enumDescriptions"] as? [String], descriptions.count == values.count else { return nil }
            found.merge(zip(values, descriptions)) { first, _ in first }
        }
        return found
    }

    /// The keys of another level that `name` accepts empty: the alternation of its one pattern property.
    func otherLevelKeys(of name: String) -> Set<String> {
        let patterns = (definition(name)["patternProperties"] as? [String: Any])?.keys.map { $0 } ?? []
        return Set(patterns.flatMap(Self.alternatives))
    }

    /// The row-type patterns of the row's conditional rules (`allOf[].if.properties.rowType.pattern`).
    var rowConditionPatterns: [String] {
        let rules = definition("row")["allOf"] as? [[String: Any]] ?? []
        return rules.compactMap { rule in
            let rowType = ((rule["if"] as? [String: Any])?["properties"] as? [String: Any])?["rowType"] as? [String: Any]
            return rowType?["pattern"] as? String
        }
    }

    /// The keys whose value is a boolean, at any level (to-many rows' only in the rule for those rows).
    var booleanKeys: Set<String> {
        var keys: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, property) in object["properties"] as? [String: [String: Any]] ?? [:]
                where property["type"] as? String == "boolean" || (property["type"] as? [String])?.contains("boolean") == true {
                    keys.insert(key)
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        return keys
    }

    /// `^(a|b|c)$` → a, b, c; `^prefix(a|b)$` → the alternatives, without the prefix.
    static func alternatives(_ pattern: String) -> [String] {
        guard let open = pattern.lastIndex(of: "("), let close = pattern.lastIndex(of: ")"), open < close else { return [] }
        return pattern[pattern.index(after: open)..<close].split(separator: "|").map(String.init)
    }

    /// Every `$ref` that has sibling keywords, by JSON pointer: draft-07 ignores those siblings.
    func refsWithSiblings() -> [String] {
        var found: [String] = []
        func walk(_ value: Any, _ pointer: String) {
            if let object = value as? [String: Any] {
                if object["$ref"] != nil && object.count > 1 { found.append(pointer) }
                for (key, child) in object { walk(child, pointer + "/" + key) }
            } else if let array = value as? [Any] {
                for (index, child) in array.enumerated() { walk(child, pointer + "/\(index)") }
            }
        }
        walk(root, "")
        return found
    }
}
