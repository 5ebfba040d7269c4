import Foundation
import PlistLoader

@testable import Checks
@testable import Definitions
@testable import Diagnostics

/// The documents the schema is checked on: the sample app and the JSON fixtures, every JSON rule example,
/// and for each level every known key with valid, empty and wrong values, on every row type.
enum SchemaCases {
    /// Values to try for each key. A key the decoder knows and this table does not fails the test, so a
    /// new key cannot go unchecked.
    static let values: [String: [ExampleValue]] = [
        "rowInformation": [.array([]), "rows", .array(["row"])],
        "sectionTitle": ["Title", "", .array([])],
        "sectionFooter": ["Footer", "", .array([])],
        "customSectionControllerClass": ["MyApp.SectionController", "", "Section Controller", "9Lives", .array([])],
        "rowType": RowType.allCases.map { ExampleValue.string($0.name) } + ["CDLTableRowTypeBoolSwitch", "", .array([])],
        "rowLabel": ["Label", "", .array([])],
        "attributeKeyPath": ["name", "type.name", "steps.step.name", "", "type..name", ".name", "due date", .array([])],
        "dateFormatterStyle": ["NSDateFormatterShortStyle", "NSDateFormatterNoStyle", "", "NSDateFormatterBriefStyle", .array([])],
        "timeFormatterStyle": ["NSDateFormatterFullStyle", "", "Short", .array([])],
        "rowCustomControllerClass": ["DeleteRowController", "MyApp.DeleteRowController", "", "Delete Row", "a..b", .array([])],
        "showAddNewObject": [true, false, "YES", .array([])],
        "showAddExistingObjects": [true, false, "", .array([])],
        "addNewObjectPropertyListFile": ["AddView", "", .array([])],
        "drillDownKeyPath": ["type.name", "", "type..name", .array([])],
        "relationshipEntityName": ["WidgetManufacturingStep", "", .array([])],
        "relationshipIntermediateEntityName": ["WidgetManufacturingStep", "", .array([])],
        "entityName": ["Event", "", .array([])],
        "sortKeyPaths": [
            .array(["name"]), .array(["type.name", "eventDate"]), .array([]), .array([""]), .array(["a b"]), .array([.array([])]), "name",
        ],
        "cellTextLabelKeyPath": ["name", "type.name", "", "name.", .array([])],
        "detailViewPropertyListFile": ["EventDetailView", "", .array([])],
        "controllerTitle": ["Events", "", .array([])],
        "sectionNameKeyPath": ["type.name", "", "type name", .array([])],
        "sectionKeyPath": ["type.name", "", "..", .array([])],
        "sectionIndexTitlesEnabled": [true, false, "NO", .array([])],
        "sectionIndexTitlesAlphabetical": [true, false, "", .array([])],
        "cellDetailTextLabelKeyPath": ["type.name", "", " type", .array([])],
        "createTabBarItem": [true, false, "YES", .array([])],
        "tabBarImage": ["calendar", "", .array([])],
        "tabBarTitle": ["Events", "", .array([])],
        "filterPredicate": ["publicEvent == YES", "", .array([])],
        "$schema": ["../schemas/cdl-definition.schema.json", .array([])],
    ]

    static let unknownKeys: [String] = ["rowLable", "sectionTitel", "colour"]

    static func all() throws -> [SchemaCase] {
        var cases = try files() + ruleExamples() + roots()
        for type in RowType.allCases {
            for name in [type.name, type.legacyName] { cases += rows(of: type, named: name) }
        }
        cases += sections() + listViews()
        return cases
    }

    /// The keys the decoder knows that have no test values.
    static func keysWithoutValues() -> [String] {
        Set(DefinitionLevel.definitionLevels.flatMap(\.keys)).union(DefinitionLevel.listViewToolKeys).filter { values[$0] == nil }.sorted()
    }

    // MARK: Files

    /// The sample app's definitions and the fixtures that parse, XML and OpenStep ones converted to JSON.
    static func files() throws -> [SchemaCase] {
        let root = CDLGenProcess.packageRoot
        let found = DefinitionFileFinder.find([
            root.appendingPathComponent("Definitions").path, CDLGenProcess.testsFolder.appendingPathComponent("Fixtures").path,
        ])
        let booleanKeys = try DefinitionSchema().booleanKeys
        return try found.files.compactMap { file in
            // A file that does not parse is a syntax error, which no schema judges.
            guard let document = try? PlistLoader().load(contentsOf: file.path) else { return nil }
            let name = String(file.path.dropFirst(root.path.count + 1))
            if document.format == .json { return SchemaCase(name, text: try String(contentsOfFile: file.path, encoding: .utf8)) }
            let value = jsonEquivalent(document.root.value, format: document.format, booleanKeys: booleanKeys, key: nil)
            return SchemaCase(name + " (as JSON)", text: try PlistWriter.write(value, as: .json).text)
        }
    }

    /// The value as it would be written in JSON: OpenStep's YES and NO become booleans where a boolean is
    /// expected (OpenStep has no booleans; in JSON the string "YES" is an invalid-type).
    static func jsonEquivalent(_ value: PlistValue, format: PlistFormat, booleanKeys: Set<String>, key: String?) -> PlistValue {
        switch value {
        case .string(let text) where format == .openStep && key.map(booleanKeys.contains) == true:
            switch text.lowercased() {
            case "yes", "true": return .boolean(true)
            case "no", "false": return .boolean(false)
            default: return value
            }
        case .array(let elements):
            return .array(
                elements.map { PlistNode(jsonEquivalent($0.value, format: format, booleanKeys: booleanKeys, key: nil), at: $0.position) })
        case .dictionary(var dictionary):
            for index in dictionary.entries.indices {
                let entry = dictionary.entries[index]
                dictionary.entries[index].value = PlistNode(
                    jsonEquivalent(entry.value.value, format: format, booleanKeys: booleanKeys, key: entry.key), at: entry.value.position)
            }
            return .dictionary(dictionary)
        default:
            return value
        }
    }

    /// Every JSON example of every rule, triggering or not, but those that do not parse.
    static func ruleExamples() -> [SchemaCase] {
        RuleRegistry.all.flatMap { rule in
            (rule.triggeringExamples + rule.nonTriggeringExamples).enumerated().compactMap { index, example in
                guard example.format == .json, !example.isModel, !example.isProjectFile,
                    (try? PlistLoader().load(Array(example.text.utf8), pathExtension: "json")) != nil
                else { return nil }
                return SchemaCase("rule \(rule.code) #\(index)", text: example.text)
            }
        }
    }

    static func roots() -> [SchemaCase] {
        [
            SchemaCase("root string", text: "\"Event\""), SchemaCase("root number", text: "5"), SchemaCase("root true", text: "true"),
            SchemaCase("root empty array", text: "[]"), SchemaCase("root empty object", text: "{}"),
            SchemaCase("root array of strings", text: "[\"section\"]"), SchemaCase("root section", text: "{\"rowInformation\": []}"),
        ]
    }

    // MARK: Rows

    /// A row of `type` with just what it needs.
    static func minimalRow(_ type: RowType, named name: String) -> [(key: String, value: ExampleValue)] {
        var entries: [(key: String, value: ExampleValue)] = [("rowType", .string(name))]
        if type.label != .optional { entries.append(("rowLabel", "Label")) }
        if type.attributeKeyPath == .required {
            entries.append(
                (
                    "attributeKeyPath",
                    .string(["steps", "step", "name"].suffix(type.relationshipKeyPathComponents ?? 1).joined(separator: "."))
                ))
        }
        if type == .custom { entries.append(("rowCustomControllerClass", "DeleteRowController")) }
        return entries
    }

    static func detailView(rows: [ExampleValue]) -> ExampleValue {
        .array([.dict(["rowInformation": .array(rows)])])
    }

    static func rows(of type: RowType, named name: String) -> [SchemaCase] {
        let minimal = minimalRow(type, named: name)
        func make(_ label: String, _ entries: [(key: String, value: ExampleValue)]) -> SchemaCase {
            SchemaCase("\(name) \(label)", detailView(rows: [.dictionary(entries)]))
        }
        var cases = [make("minimal", minimal)]
        for index in minimal.indices.dropFirst() {
            cases.append(make("without \(minimal[index].key)", minimal.enumerated().filter { $0.offset != index }.map(\.element)))
        }
        let otherKeys = DefinitionLevel.sectionKeys.union(DefinitionLevel.listViewKeys)
        for key in DefinitionLevel.rowKeys.union(otherKeys).sorted() where key != "rowType" {
            for (index, value) in (values[key] ?? []).enumerated() {
                cases.append(make("\(key) #\(index)", minimal.filter { $0.key != key } + [(key, value)]))
            }
        }
        for key in unknownKeys { cases.append(make("unknown \(key)", minimal + [(key, "x")])) }
        if type.isToMany {
            cases.append(make("adding new objects", minimal + [("showAddNewObject", true), ("addNewObjectPropertyListFile", "AddView")]))
            cases.append(
                make("adding new objects without a view", minimal + [("showAddNewObject", true), ("addNewObjectPropertyListFile", "")]))
            cases.append(
                SchemaCase(
                    "\(name) with another row",
                    detailView(rows: [
                        .dictionary(minimal), .dict(["rowType": "CDLTableRowTypeSingleLineValueNoLabel", "attributeKeyPath": "name"]),
                    ])))
            cases.append(SchemaCase("\(name) with a non-row", detailView(rows: [.dictionary(minimal), "row"])))
        } else {
            cases.append(SchemaCase("\(name) twice", detailView(rows: [.dictionary(minimal), .dictionary(minimal)])))
        }
        return cases
    }

    // MARK: Sections and list views

    static func sections() -> [SchemaCase] {
        let row: ExampleValue = .dictionary(minimalRow(.singleLineValueNoLabel, named: RowType.singleLineValueNoLabel.name))
        let minimal: [(key: String, value: ExampleValue)] = [("rowInformation", .array([row]))]
        func make(_ label: String, _ entries: [(key: String, value: ExampleValue)]) -> SchemaCase {
            SchemaCase("section \(label)", .array([.dictionary(entries)]))
        }
        var cases = [make("minimal", minimal), make("without rowInformation", [("sectionTitle", "Title")])]
        let otherKeys = DefinitionLevel.rowKeys.union(DefinitionLevel.listViewKeys)
        for key in DefinitionLevel.sectionKeys.union(otherKeys).sorted() {
            for (index, value) in (values[key] ?? []).enumerated() {
                cases.append(make("\(key) #\(index)", minimal.filter { $0.key != key } + [(key, value)]))
            }
        }
        for key in unknownKeys { cases.append(make("unknown \(key)", minimal + [(key, "x")])) }
        cases.append(SchemaCase("sections, one of them a string", .array([.dictionary(minimal), "section"])))
        return cases
    }

    static func listViews() -> [SchemaCase] {
        let minimal: [(key: String, value: ExampleValue)] = [
            ("entityName", "Event"), ("sortKeyPaths", .array(["name"])), ("cellTextLabelKeyPath", "name"),
            ("detailViewPropertyListFile", "EventDetailView"),
        ]
        func make(_ label: String, _ entries: [(key: String, value: ExampleValue)]) -> SchemaCase {
            SchemaCase("list view \(label)", .dictionary(entries))
        }
        var cases = [make("minimal", minimal)]
        for index in minimal.indices {
            cases.append(make("without \(minimal[index].key)", minimal.enumerated().filter { $0.offset != index }.map(\.element)))
        }
        let otherKeys = DefinitionLevel.sectionKeys.subtracting(["rowInformation"]).union(DefinitionLevel.rowKeys)
        for key in DefinitionLevel.listViewKeys.union(DefinitionLevel.listViewToolKeys).union(otherKeys).sorted() {
            for (index, value) in (values[key] ?? []).enumerated() {
                cases.append(make("\(key) #\(index)", minimal.filter { $0.key != key } + [(key, value)]))
            }
        }
        for key in unknownKeys { cases.append(make("unknown \(key)", minimal + [(key, "x")])) }
        // The rules between keys: each with the other key absent, empty, set, or invalid.
        for alphabetical in [true, false] {
            for sectionKey in ["sectionNameKeyPath", "sectionKeyPath"] {
                for path: ExampleValue in ["type.name", "", "type..name"] {
                    cases.append(
                        make(
                            "alphabetical \(alphabetical) \(sectionKey) \(path)",
                            minimal + [("sectionIndexTitlesAlphabetical", .bool(alphabetical)), (sectionKey, path)]))
                }
            }
        }
        for creates: ExampleValue in [true, false, "YES"] {
            for title: ExampleValue in ["Events", ""] {
                cases.append(
                    make(
                        "tab bar item \(creates) \(title)",
                        minimal + [("createTabBarItem", creates), ("tabBarTitle", title), ("tabBarImage", title)]))
            }
        }
        for name: ExampleValue in ["type.name", ""] {
            for legacy: ExampleValue in ["type.name", ""] {
                cases.append(
                    make("both section key paths \(name) \(legacy)", minimal + [("sectionNameKeyPath", name), ("sectionKeyPath", legacy)]))
            }
        }
        return cases
    }
}
