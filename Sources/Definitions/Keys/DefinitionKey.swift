#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every key of a definition file's three levels (sections, rows, list views). Each dictionary key is
/// matched against them once, by its bytes; the key rules then switch on the case instead of comparing
/// strings and hashing them into sets for every key of every row.
package enum DefinitionKey: String, CaseIterable, Sendable {
    case rowInformation, sectionTitle, sectionFooter, customSectionControllerClass
    case rowType, rowLabel, attributeKeyPath, dateFormatterStyle, timeFormatterStyle, rowCustomControllerClass
    case showAddNewObject, showAddExistingObjects, addNewObjectPropertyListFile, drillDownKeyPath
    case relationshipEntityName, relationshipIntermediateEntityName
    case entityName, sortKeyPaths, cellTextLabelKeyPath, detailViewPropertyListFile, controllerTitle
    case sectionNameKeyPath, sectionKeyPath, sectionIndexTitlesEnabled, sectionIndexTitlesAlphabetical
    case cellDetailTextLabelKeyPath, createTabBarItem, tabBarImage, tabBarTitle, filterPredicate

    /// The key the UTF-8 bytes `key` spell exactly (byte for byte, as property-list keys compare), or nil.
    init?(exactly key: UnsafeBufferPointer<UInt8>) {
        guard let found = Self.matching(key) else { return nil }
        self = found.key
    }

    /// The key the UTF-8 bytes `key` spell exactly, with its bit: a bit of its own for each key (there are
    /// fewer than 64), so that a dictionary's keys so far are one word and a repeated key is found without
    /// comparing it with the others.
    package static func matching(_ key: UnsafeBufferPointer<UInt8>) -> (key: DefinitionKey, bit: UInt64)? {
        guard key.count < byLength.count, let base = key.baseAddress,
            let found = byLength[key.count].first(where: { memcmp($0.bytes, base, key.count) == 0 })
        else { return nil }
        return (found.key, found.bit)
    }

    /// The level whose dictionaries the key belongs in; each key belongs in one. (`DefinitionLevel`'s
    /// key sets are made from this.)
    package var level: DefinitionLevel {
        switch self {
        case .rowInformation, .sectionTitle, .sectionFooter, .customSectionControllerClass:
            .section
        case .rowType, .rowLabel, .attributeKeyPath, .dateFormatterStyle, .timeFormatterStyle, .rowCustomControllerClass,
            .showAddNewObject, .showAddExistingObjects, .addNewObjectPropertyListFile, .drillDownKeyPath,
            .relationshipEntityName, .relationshipIntermediateEntityName:
            .row
        default:
            .listView
        }
    }

    /// Only to-many rows read it.
    var isToManyRowKey: Bool {
        switch self {
        case .showAddNewObject, .showAddExistingObjects, .addNewObjectPropertyListFile, .drillDownKeyPath,
            .relationshipEntityName, .relationshipIntermediateEntityName:
            true
        default:
            false
        }
    }

    /// The key's UTF-8, for finding it on a tape: its name is not made a `String` for every lookup
    /// (a decoder reads every key of every row).
    package var utf8: UnsafeBufferPointer<UInt8> { Self.utf8ByOrdinal[Int(ordinal)] }

    /// The case's place among the cases: a case without a payload is stored as its declaration's index
    /// (Swift's enum layout, which `DefinitionKeyTests` holds against `allCases`).
    var ordinal: UInt8 { unsafeBitCast(self, to: UInt8.self) }

    /// Each key's UTF-8, in the order of the cases; made once and never freed.
    nonisolated(unsafe) private static let utf8ByOrdinal: [UnsafeBufferPointer<UInt8>] = allCases.map { key in
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: key.rawValue.utf8.count)
        _ = bytes.initialize(from: key.rawValue.utf8)
        return UnsafeBufferPointer(bytes)
    }

    /// The keys by the length of their UTF-8, each with its bytes and bit (a handful per length).
    private static let byLength: [[(bytes: [UInt8], key: DefinitionKey, bit: UInt64)]] = {
        precondition(allCases.count <= 64, "a key's bit is one of 64")
        let longest = allCases.map(\.rawValue.utf8.count).max()!
        var table = [[(bytes: [UInt8], key: DefinitionKey, bit: UInt64)]](repeating: [], count: longest + 1)
        for (ordinal, key) in allCases.enumerated() { table[key.rawValue.utf8.count].append((Array(key.rawValue.utf8), key, 1 << ordinal)) }
        return table
    }()
}
