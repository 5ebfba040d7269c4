import CoreDataModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The ten row types of CoreDataLibrary (README, "Definitions").
public enum RowType: String, Sendable, CaseIterable {
    case singleLineValueNoLabel = "SingleLineValueNoLabel"
    case singleLineValueLargeLabel = "SingleLineValueLargeLabel"
    case singleLineValueSmallLabel = "SingleLineValueSmallLabel"
    case multiLineValueNoLabel = "MultiLineValueNoLabel"
    case multiLineValueSmallLabel = "MultiLineValueSmallLabel"
    case booleanSwitch = "BooleanSwitch"
    case relationship = "Relationship"
    case toManyRelationship = "ToManyRelationship"
    case toManyOrderedRelationship = "ToManyOrderedRelationship"
    case custom = "Custom"

    public static let prefix = "CDLTableRowType"
    /// The prefix of CoreDataLibrary's docs and earlier releases: its runtime maps only `CDLTableRowType…`
    /// names and raises "Invalid rowType given" for these (`legacy-row-type`, an error with the fix-it).
    public static let legacyPrefix = "MOTableRowType"

    /// The name written in definitions: `CDLTableRowTypeBooleanSwitch`. Spelled out, not `prefix + rawValue`:
    /// a literal is never freed, so XML files can share it (`DefinitionVocabulary`).
    public var name: String {
        switch self {
        case .singleLineValueNoLabel: "CDLTableRowTypeSingleLineValueNoLabel"
        case .singleLineValueLargeLabel: "CDLTableRowTypeSingleLineValueLargeLabel"
        case .singleLineValueSmallLabel: "CDLTableRowTypeSingleLineValueSmallLabel"
        case .multiLineValueNoLabel: "CDLTableRowTypeMultiLineValueNoLabel"
        case .multiLineValueSmallLabel: "CDLTableRowTypeMultiLineValueSmallLabel"
        case .booleanSwitch: "CDLTableRowTypeBooleanSwitch"
        case .relationship: "CDLTableRowTypeRelationship"
        case .toManyRelationship: "CDLTableRowTypeToManyRelationship"
        case .toManyOrderedRelationship: "CDLTableRowTypeToManyOrderedRelationship"
        case .custom: "CDLTableRowTypeCustom"
        }
    }

    public var legacyName: String { Self.legacyPrefix + rawValue }

    /// The type a definition's `rowType` names, and whether it used the legacy prefix.
    public static func named(_ name: String) -> (type: RowType, isLegacy: Bool)? {
        var name = name
        return name.withUTF8(named(utf8:))
    }

    /// The type the UTF-8 bytes `name` name, and whether they used the legacy prefix.
    public static func named(utf8 name: UnsafeBufferPointer<UInt8>) -> (type: RowType, isLegacy: Bool)? {
        // Compared as bytes, lengths first: this runs for every row, and hashing a 30-byte name into a
        // dictionary cost more than the comparisons.
        guard let base = name.baseAddress else { return nil }
        for entry in namesAsBytes where entry.bytes.count == name.count && memcmp(entry.bytes, base, name.count) == 0 {
            return (entry.type, entry.isLegacy)
        }
        return nil
    }

    private static let namesAsBytes: [(bytes: [UInt8], type: RowType, isLegacy: Bool)] =
        allCases.map { (Array($0.name.utf8), $0, false) } + allCases.map { (Array($0.legacyName.utf8), $0, true) }

    /// The `UITableViewCellStyle` CDL's controller makes the row's cell with (a Relationship row's is Value1:
    /// CDLRelationshipTableRowController.m:108).
    public var cellStyle: CellStyle {
        switch self {
        case .singleLineValueNoLabel, .multiLineValueNoLabel, .toManyRelationship, .toManyOrderedRelationship: .default
        case .singleLineValueLargeLabel, .booleanSwitch, .relationship: .value1
        case .singleLineValueSmallLabel, .multiLineValueSmallLabel: .value2
        case .custom: .custom
        }
    }

    /// Whether `rowLabel` must be set (to-many rows: CDL raises without it), is expected (CDL shows an
    /// empty label, or a NoLabel row none, and titles the edit screen "Edit (null)"), or may be left out
    /// (Custom rows).
    public var label: KeyRequirement {
        switch self {
        case .toManyRelationship, .toManyOrderedRelationship: .required
        case .custom: .optional
        default: .expected
        }
    }

    /// Whether the cell shows `rowLabel`. A NoLabel row's label only titles its edit screen ("Edit ‹label›").
    public var showsLabel: Bool {
        self != .singleLineValueNoLabel && self != .multiLineValueNoLabel
    }

    /// Whether `attributeKeyPath` must be set.
    public var attributeKeyPath: KeyRequirement {
        self == .custom ? .optional : .required
    }

    /// The exact number of components CDL requires of a relationship row's `attributeKeyPath`:
    /// `relationship.attribute`, or `intermediate.relationship.attribute` for ordered rows (it raises on
    /// any other count); nil for the other row types.
    public var relationshipKeyPathComponents: Int? {
        switch self {
        case .relationship, .toManyRelationship: 2
        case .toManyOrderedRelationship: 3
        default: nil
        }
    }

    /// A single-line row (NoLabel, LargeLabel or SmallLabel): the one kind with date styles and a text field.
    public var isSingleLine: Bool {
        self == .singleLineValueNoLabel || self == .singleLineValueLargeLabel || self == .singleLineValueSmallLabel
    }

    /// Single-line, multi-line and BooleanSwitch rows bind to a key of the object itself: CDL raises on a
    /// key path ("does not handle keyPaths").
    public var requiresPlainKey: Bool {
        switch self {
        case .singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel, .multiLineValueNoLabel,
            .multiLineValueSmallLabel, .booleanSwitch:
            true
        default:
            false
        }
    }

    /// Rows that read `dateFormatterStyle` and `timeFormatterStyle`: CDL's single-line rows (and a Custom
    /// row's class may). A Relationship row shows its value without a formatter.
    public var takesFormatterStyles: Bool {
        switch self {
        case .singleLineValueNoLabel, .singleLineValueLargeLabel, .singleLineValueSmallLabel, .custom: true
        default: false
        }
    }

    public var isToMany: Bool {
        self == .toManyRelationship || self == .toManyOrderedRelationship
    }
}
