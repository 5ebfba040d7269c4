/// Every built-in rule, in the order of README, "Reading a diagnostic". The one list `cdlgen explain` and the rule tests read.
public enum RuleRegistry {
    public static let all: [RuleDescription] = [
        .syntaxError, .invalidRoot, .invalidType, .missingKey, .unknownRowType, .legacyRowType, .unknownKey,
        .ignoredKey, .invalidValue, .stringBoolean, .duplicateKey, .emptySection, .sectionMustBeAlone, .keyNotPath,
        .relationshipKeyPath, .missingDefinition, .pathEscape, .folderInReference,
        .duplicateDefinitionName, .missingLabel, .wrongDefinitionKind,
        .relationshipInAddView, .unknownEntity, .unknownAttribute, .typeMismatch, .notARelationship, .toManyMismatch,
        .missingOrderAttribute, .orderedRelationshipModel, .unsaveableView, .unsaveableLink, .propertyDeclaration, .sortKeyNotString,
        .dateStyleRequired,
        .entityUnresolved, .modelError, .sampleUnknownKey, .sampleTypeMismatch, .unknownClass, .classProtocol,
    ]

    /// Codes cdlgen prints that are not rules: they cannot be turned off and have no examples to run,
    /// but `cdlgen explain` knows them too (every code printed can be explained).
    public static let otherCodes: [RuleDescription] = [.tooManyProblems, .conversionLoss, .conversionError, .storeMismatch]

    /// Every code `cdlgen explain` knows: the rules, then the other codes.
    public static var explainable: [RuleDescription] { all + otherCodes }

    public static func rule(for code: DiagnosticCode) -> RuleDescription? {
        all.first { $0.code == code }
    }

    /// The description of any code cdlgen prints.
    public static func description(of code: DiagnosticCode) -> RuleDescription? {
        explainable.first { $0.code == code }
    }
}
