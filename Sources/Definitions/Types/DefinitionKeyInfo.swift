/// A key of a definition file, with what editors show about it: the language server's completion items
/// and hover text, at run time, without `schemas/cdl-definition.schema.json` (which says the same words:
/// `SchemaAgreementTests` holds the two together).
public struct DefinitionKeyInfo: Sendable, Equatable {
    public let name: String
    public let level: DefinitionKeyLevel
    /// The schema's description of the key, word for word.
    public let summary: String
    /// Whether its value is a boolean (YES or NO in OpenStep files).
    public let isBoolean: Bool
    /// For a key whose value names an app's class, the protocol that class must adopt.
    public let classProtocol: String?

    /// Whether a row of `type` reads the key, "Add New" asked for: a row key that row type ignores is
    /// an `ignored-key` warning there. True for the keys of sections and list views, which no row reads
    /// or ignores.
    public func isRead(by type: RowType) -> Bool {
        guard let key = DefinitionKey(rawValue: name), key.level == .row else { return true }
        return RowKeyReading.ignoredReason(for: key, type: type, showsAddNew: true) == nil
    }

    /// Every key of the three levels, in `DefinitionKey`'s order, then the list view's `$schema`.
    public static let all: [DefinitionKeyInfo] =
        DefinitionKey.allCases.map { key in
            DefinitionKeyInfo(
                name: key.rawValue, level: DefinitionKeyLevel(key.level), summary: key.summary,
                isBoolean: key.level.booleanKeys.contains(key.rawValue), classProtocol: key.classProtocol)
        }
        + DefinitionLevel.listViewToolKeys.sorted().map { name in
            DefinitionKeyInfo(
                name: name, level: .listView, summary: DefinitionKey.toolKeySummary(name), isBoolean: false, classProtocol: nil)
        }

    /// The key spelled exactly `name` (keys compare case-sensitively, as CDL's runtime does), or nil.
    public static func named(_ name: String) -> DefinitionKeyInfo? {
        byName[name]
    }

    // Each name is a key of one level only, so one table serves them all.
    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}
