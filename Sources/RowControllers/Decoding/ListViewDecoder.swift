import PlistLoader

/// Decodes a list-view dictionary (SPEC §4).
struct ListViewDecoder {
    let reader: DefinitionDictionary

    private var collector: DiagnosticCollector { reader.collector }

    func decode(name: String) -> ListViewDefinition? {
        let createsTabBarItem = reader.bool("createTabBarItem")?.value ?? false
        let hasSectionNameKeyPath = reader["sectionNameKeyPath"] != nil
        reader.checkKeys(additionalKeys: DefinitionLevel.listViewToolKeys) { key in
            switch key {
            case .tabBarTitle where !createsTabBarItem, .tabBarImage where !createsTabBarItem:
                "'createTabBarItem' is not YES"
            case .sectionKeyPath where hasSectionNameKeyPath:
                "'sectionNameKeyPath' is set too, and wins"
            default:
                nil
            }
        }
        _ = reader.string("$schema")  // Read only to report a value that is not a string.
        let entityName = reader.requiredString("entityName", because: "it names the entity the list fetches")
        let sortKeyPaths = self.sortKeyPaths()
        let textLabel = reader.keyPath("cellTextLabelKeyPath", required: "it names the value each row shows")
        let detailView = reader.requiredString("detailViewPropertyListFile", because: "it names the detail view a row opens")
        let sectionNameKeyPath = reader.keyPath("sectionNameKeyPath") ?? reader.keyPath("sectionKeyPath")
        let alphabetical = reader.bool("sectionIndexTitlesAlphabetical")
        if alphabetical?.value == true && sectionNameKeyPath == nil {
            collector.add(
                .missingKey(
                    "sectionNameKeyPath", in: "list view", because: "'sectionIndexTitlesAlphabetical' is YES, and the index titles come from the sections",
                    at: collector.location(reader.position)))
        }
        let definition = ListViewDefinition(
            name: name, entityName: entityName ?? Located("", at: reader.position), sortKeyPaths: sortKeyPaths ?? [],
            cellTextLabelKeyPath: textLabel ?? Located("", at: reader.position),
            cellDetailTextLabelKeyPath: reader.keyPath("cellDetailTextLabelKeyPath"),
            detailViewDefinition: detailView ?? Located("", at: reader.position),
            controllerTitle: reader.string("controllerTitle"), sectionNameKeyPath: sectionNameKeyPath,
            sectionIndexTitlesEnabled: reader.bool("sectionIndexTitlesEnabled")?.value ?? false,
            sectionIndexTitlesAlphabetical: alphabetical?.value ?? false,
            filterPredicate: reader.string("filterPredicate"), createsTabBarItem: createsTabBarItem,
            tabBarTitle: reader.string("tabBarTitle"), tabBarImage: reader.string("tabBarImage"),
            position: reader.position)
        guard entityName != nil, sortKeyPaths != nil, textLabel != nil, detailView != nil else { return nil }
        return definition
    }

    /// The non-empty array of key paths to sort by.
    private func sortKeyPaths() -> [Located<String>]? {
        let tape = reader.tape
        guard let node = reader["sortKeyPaths"] else {
            collector.add(.missingKey("sortKeyPaths", in: "list view", because: "the list needs at least one key path to sort by", at: collector.location(reader.position)))
            return nil
        }
        guard tape.kind(at: node) == .array else {
            collector.add(
                .invalidType(of: "'sortKeyPaths'", expected: "an array of key paths", found: tape.kind(at: node), at: collector.location(tape.position(at: node))))
            return nil
        }
        guard tape.count(at: node) > 0 else {
            collector.add(
                .emptyRequiredKey("sortKeyPaths", because: "the list needs at least one key path to sort by", at: collector.location(tape.position(at: node))))
            return nil
        }
        var paths: [Located<String>] = []
        for element in tape.elements(of: node) {
            let at = tape.position(at: element)
            guard tape.kind(at: element) == .string else {
                collector.add(.invalidType(of: "a sort key path", expected: "a string", found: tape.kind(at: element), at: collector.location(at)))
                continue
            }
            if let checked = reader.checkedKeyPath(Located(tape.string(at: element), at: at), key: "sortKeyPaths") {
                paths.append(checked)
            }
        }
        return paths
    }
}
