/// Every built-in rule, in the order of SPEC §6. The one list `cdlgen explain` and the rule tests read.
public enum RuleRegistry {
    public static let all: [RuleDescription] = [
        .syntaxError, .invalidRoot, .invalidType, .missingKey, .unknownRowType, .legacyRowType, .unknownKey,
        .ignoredKey, .invalidValue, .duplicateKey, .emptySection, .sectionMustBeAlone, .keyNotPath,
        .relationshipKeyPath, .missingDefinition, .pathEscape, .duplicateDefinitionName, .missingLabel, .wrongDefinitionKind,
        .relationshipInAddView, .unknownEntity, .unknownAttribute, .typeMismatch, .notARelationship, .toManyMismatch,
        .missingOrderAttribute, .orderedRelationshipModel, .unsaveableView, .sortKeyNotString, .dateStyleRequired,
        .entityUnresolved, .modelError,
    ]

    public static func rule(for code: DiagnosticCode) -> RuleDescription? {
        all.first { $0.code == code }
    }
}
