import Definitions
import PlistLoader

/// Decodes a list-view dictionary (README, "Definitions").
struct ListViewDecoder {
    let reader: DefinitionDictionary

    private var collector: DiagnosticCollector { reader.collector }

    func decode(name: String) -> ListViewDefinition? {
        let sectionNameKeyPath = reader.keyPath(.sectionNameKeyPath)
        // CDL reads the index-title flags when 'sectionNameKeyPath' is a non-empty string, even one that is
        // not a key path (that is reported on its own).
        let sectionsAreNamed = isSet(.sectionNameKeyPath)
        // Read once, before the keys are checked: whether CDL shows index titles decides whether
        // 'sectionIndexTitlesAlphabetical' has an effect.
        let indexTitlesEnabled = reader.bool(.sectionIndexTitlesEnabled)
        let alphabetical = reader.bool(.sectionIndexTitlesAlphabetical)
        // An unreadable 'sectionIndexTitlesEnabled' is its own error; what follows from it is not guessed.
        let indexTitlesValueIsValid =
            indexTitlesEnabled != nil || reader[.sectionIndexTitlesEnabled] == nil || isEmptyString(.sectionIndexTitlesEnabled)
        reader.checkKeys(additionalKeys: DefinitionLevel.listViewToolKeys) { key in
            switch key {
            case .createTabBarItem, .tabBarImage, .tabBarTitle:
                "the code of CDL that reads the tab-bar keys is commented out"
            case .filterPredicate:
                "CDL never reads it (it sets the predicate to nil), so the list shows every object"
            case .sectionKeyPath:
                "CDL reads 'sectionNameKeyPath' (its docs' 'sectionKeyPath' is never read)"
            case .sectionIndexTitlesEnabled where indexTitlesEnabled?.value == true && !sectionsAreNamed:
                "CDL shows index titles only for a list with 'sectionNameKeyPath'"
            case .sectionIndexTitlesAlphabetical
            where alphabetical?.value == true && indexTitlesValueIsValid && (!sectionsAreNamed || indexTitlesEnabled?.value != true):
                "CDL reads it only with 'sectionNameKeyPath' set and 'sectionIndexTitlesEnabled' YES"
            default:
                nil
            }
        } fixIt: { key in
            key == .sectionKeyPath && reader[.sectionNameKeyPath] == nil ? DefinitionKey.sectionNameKeyPath.rawValue : nil
        }
        _ = reader.string(named: "$schema")  // Read only to report a value that is not a string.
        let entityName = reader.requiredString(.entityName, because: "it names the entity the list fetches")
        let sortKeyPaths = self.sortKeyPaths()
        let textLabel = reader.keyPath(.cellTextLabelKeyPath, required: "it names the value each row shows")
        let detailView = reader.requiredString(.detailViewPropertyListFile, because: "it names the detail view a row opens")
        let definition = ListViewDefinition(
            name: name, entityName: entityName ?? Located("", at: reader.position), sortKeyPaths: sortKeyPaths ?? [],
            cellTextLabelKeyPath: textLabel ?? Located("", at: reader.position),
            cellDetailTextLabelKeyPath: reader.keyPath(.cellDetailTextLabelKeyPath),
            detailViewDefinition: detailView ?? Located("", at: reader.position),
            controllerTitle: reader.string(.controllerTitle), sectionNameKeyPath: sectionNameKeyPath,
            sectionIndexTitlesEnabled: indexTitlesEnabled?.value ?? false,
            sectionIndexTitlesAlphabetical: alphabetical?.value ?? false,
            position: reader.position)
        guard entityName != nil, sortKeyPaths != nil, textLabel != nil, detailView != nil else { return nil }
        return definition
    }

    /// Whether `key` holds a non-empty string (CDL's `isLoadedStringValid`).
    private func isSet(_ key: DefinitionKey) -> Bool {
        guard let value = reader[key] else { return false }
        return reader.tape.kind(at: value) == .string && reader.tape.utf8Count(at: value) > 0
    }

    /// Whether `key` holds an empty string, which means "not set".
    private func isEmptyString(_ key: DefinitionKey) -> Bool {
        guard let value = reader[key] else { return false }
        return reader.tape.kind(at: value) == .string && reader.tape.utf8Count(at: value) == 0
    }

    /// The non-empty array of key paths to sort by.
    private func sortKeyPaths() -> [Located<String>]? {
        let tape = reader.tape
        guard let node = reader[.sortKeyPaths] else {
            collector.add(
                .missingKey(
                    "sortKeyPaths", in: "list view", because: "the list needs at least one key path to sort by",
                    at: collector.location(reader.position)))
            return nil
        }
        guard tape.kind(at: node) == .array else {
            collector.add(
                .invalidType(
                    of: "'sortKeyPaths'", expected: "an array of key paths", found: tape.kind(at: node),
                    at: collector.location(tape.position(at: node))))
            return nil
        }
        guard tape.count(at: node) > 0 else {
            collector.add(
                .emptyRequiredKey(
                    "sortKeyPaths", because: "the list needs at least one key path to sort by",
                    at: collector.location(tape.position(at: node))))
            return nil
        }
        var paths: [Located<String>] = []
        for element in tape.elements(of: node) {
            let at = tape.position(at: element)
            guard tape.kind(at: element) == .string else {
                collector.add(
                    .invalidType(of: "a sort key path", expected: "a string", found: tape.kind(at: element), at: collector.location(at)))
                continue
            }
            if let checked = reader.checkedKeyPath(Located(tape.string(at: element), at: at)) {
                paths.append(checked)
            }
        }
        return paths
    }
}
