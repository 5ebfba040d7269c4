/// The stable identifier of a kind of finding, as printed in brackets and in JSON (`unknown-row-type`).
///
/// A struct rather than an enum so that registered custom row controllers can report codes of their
/// own; the built-in ones are the constants below, each described by a rule in ``RuleRegistry``.
public struct DiagnosticCode: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public static let syntaxError = Self("syntax-error")
    public static let invalidRoot = Self("invalid-root")
    public static let invalidType = Self("invalid-type")
    public static let missingKey = Self("missing-key")
    public static let unknownRowType = Self("unknown-row-type")
    public static let legacyRowType = Self("legacy-row-type")
    public static let unknownKey = Self("unknown-key")
    public static let ignoredKey = Self("ignored-key")
    public static let invalidValue = Self("invalid-value")
    public static let stringBoolean = Self("string-boolean")
    public static let duplicateKey = Self("duplicate-key")
    public static let emptySection = Self("empty-section")
    public static let sectionMustBeAlone = Self("section-must-be-alone")
    public static let keyNotPath = Self("key-not-path")
    public static let relationshipKeyPath = Self("relationship-key-path")
    public static let missingDefinition = Self("missing-definition")
    public static let pathEscape = Self("path-escape")
    public static let relationshipInAddView = Self("relationship-in-add-view")
    public static let unknownEntity = Self("unknown-entity")
    public static let unknownAttribute = Self("unknown-attribute")
    public static let typeMismatch = Self("type-mismatch")
    public static let notARelationship = Self("not-a-relationship")
    public static let toManyMismatch = Self("to-many-mismatch")
    public static let missingOrderAttribute = Self("missing-order-attribute")
    public static let dateStyleRequired = Self("date-style-required")
    public static let entityUnresolved = Self("entity-unresolved")
    public static let modelError = Self("model-error")
    public static let duplicateDefinitionName = Self("duplicate-definition-name")
    public static let missingLabel = Self("missing-label")
    public static let wrongDefinitionKind = Self("wrong-definition-kind")
    public static let orderedRelationshipModel = Self("ordered-relationship-model")
    public static let unsaveableView = Self("unsaveable-view")
    public static let sortKeyNotString = Self("sort-key-not-string")
    public static let sampleUnknownKey = Self("sample-unknown-key")
    public static let sampleTypeMismatch = Self("sample-type-mismatch")
    public static let unknownClass = Self("unknown-class")
    public static let classProtocol = Self("class-protocol")
    public static let propertyDeclaration = Self("property-declaration")
    public static let unsaveableLink = Self("unsaveable-link")
    public static let folderInReference = Self("folder-in-reference")

    /// A file with more findings than are listed (1,000 per file, of decoding or of a conversion's
    /// losses): one diagnostic stands for the rest. Not a rule: there is nothing to turn off
    /// (`RuleRegistry.otherCodes` explains it).
    public static let tooManyProblems = Self("too-many-problems")

    // The findings of `cdlgen convert`, which are about writing a file rather than about a definition:
    // they are not rules (`RuleRegistry.otherCodes` explains them), and `validate` never reports them.

    /// A value the target format does not keep as it is (a date in JSON, a boolean in OpenStep).
    public static let conversionLoss = Self("conversion-loss")
    /// A value the target format cannot hold at all, or a format this version cannot write.
    public static let conversionError = Self("conversion-error")

    /// A finding of a preview filled from the app's Core Data store (`--store`): something the model
    /// declares that the store has no table or column for. Not a rule (`RuleRegistry.otherCodes`).
    public static let storeMismatch = Self("store-mismatch")
}
