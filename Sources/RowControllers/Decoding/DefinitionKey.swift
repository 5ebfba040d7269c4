#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every key of a definition file's three levels (sections, rows, list views). Each dictionary key is
/// matched against them once, by its bytes; the key rules then switch on the case instead of comparing
/// strings and hashing them into sets for every key of every row.
enum DefinitionKey: String, CaseIterable, Sendable {
    case rowInformation, sectionTitle, sectionFooter, customSectionControllerClass
    case rowType, rowLabel, attributeKeyPath, dateFormatterStyle, timeFormatterStyle, rowCustomControllerClass
    case showAddNewObject, showAddExistingObjects, addNewObjectPropertyListFile, drillDownKeyPath
    case relationshipEntityName, relationshipIntermediateEntityName
    case entityName, sortKeyPaths, cellTextLabelKeyPath, detailViewPropertyListFile, controllerTitle
    case sectionNameKeyPath, sectionKeyPath, sectionIndexTitlesEnabled, sectionIndexTitlesAlphabetical
    case cellDetailTextLabelKeyPath, createTabBarItem, tabBarImage, tabBarTitle, filterPredicate

    /// The key the UTF-8 bytes `key` spell exactly (byte for byte, as property-list keys compare), or nil.
    init?(exactly key: UnsafeBufferPointer<UInt8>) {
        guard key.count < Self.byLength.count, let base = key.baseAddress,
            let found = Self.byLength[key.count].first(where: { memcmp($0.bytes, base, key.count) == 0 })
        else { return nil }
        self = found.key
    }

    /// The level whose dictionaries the key belongs in; each key belongs in one. (`DefinitionLevel`'s
    /// key sets are made from this.)
    var level: DefinitionLevel {
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

    /// The keys by the length of their UTF-8, each with its bytes (a handful per length).
    private static let byLength: [[(bytes: [UInt8], key: DefinitionKey)]] = {
        var table = [[(bytes: [UInt8], key: DefinitionKey)]](repeating: [], count: allCases.map(\.rawValue.utf8.count).max()! + 1)
        for key in allCases { table[key.rawValue.utf8.count].append((Array(key.rawValue.utf8), key)) }
        return table
    }()
}
