import PlistLoader

/// The booleans of an OpenStep definition, which are strings there (`YES`, `NO`), made real booleans
/// for a format that has them.
///
/// A plain conversion would keep them strings, and a string where a definition expects a boolean is a
/// `string-boolean` warning in XML, JSON and binary files: converting a clean definition would give one
/// with warnings. Only the boolean keys of a definition's rows and list view, and the project file's `strict`,
/// change; every other string stays.
package enum DefinitionBooleans {
    /// What an OpenStep string stands for where a boolean is expected: YES, NO, true or false in any
    /// case, as CoreFoundation reads them, and 1 or 0 (CDL's `boolValue` reads them so); nil for anything else.
    package static func value(of text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    /// Makes the booleans of the definition at `root` booleans, if it has the shape of one (an array of
    /// sections, or a list-view dictionary), or of the project file.
    package static func makeBooleans(in root: inout PlistNode) {
        switch root.value {
        case .array(var sections):
            for index in sections.indices {
                guard case .dictionary(var section) = sections[index].value else { continue }
                for entry in section.entries.indices where section.entries[entry].key == "rowInformation" {
                    guard case .array(var rows) = section.entries[entry].value.value else { continue }
                    for row in rows.indices { makeBooleans(in: &rows[row], keys: DefinitionLevel.row.booleanKeys) }
                    section.entries[entry].value.value = .array(rows)
                }
                sections[index].value = .dictionary(section)
            }
            root.value = .array(sections)
        case .dictionary(let dictionary) where dictionary["rowInformation"] == nil:
            // A list view and the project file share no key, so their boolean keys together are safe.
            makeBooleans(in: &root, keys: DefinitionLevel.listView.booleanKeys.union(DefinitionLevel.projectFile.booleanKeys))
        default:
            break
        }
    }

    private static func makeBooleans(in node: inout PlistNode, keys: Set<String>) {
        guard case .dictionary(var dictionary) = node.value else { return }
        for index in dictionary.entries.indices where keys.contains(dictionary.entries[index].key) {
            if case .string(let text) = dictionary.entries[index].value.value, let value = value(of: text) {
                dictionary.entries[index].value.value = .boolean(value)
            }
        }
        node.value = .dictionary(dictionary)
    }
}
