import PlistLoader

extension DiagnosticCode {
    /// A finding of a preview filled from the app's Core Data store (`--store`): something the model
    /// declares that the store has no table or column for. Not a rule (`RuleRegistry.otherCodes`).
    public static let storeMismatch = Self("store-mismatch")
}

extension RuleDescription {
    /// Not a rule: a finding of a preview filled from a Core Data store, about the store.
    static let storeMismatch = RuleDescription(
        readmeOrder: 440, code: .storeMismatch, severity: .warning,
        checkedBy: ["StoreLayout.findMismatches", "CoreDataStoreReader.diagnostics"],
        summary: "cdlgen preview --store: the store has no table or column for something the model declares.",
        action: "None in the app: the preview's store.",
        explanation: """
            The store was written by another version of the model, or by another app: Core Data itself would \
            refuse to open it ("The model used to open the store is incompatible with the one used to create \
            the store"). cdlgen still shows what fits, the missing attribute or entity empty, and names what \
            the store lacks at the model's declaration. Pull the store again from a build of the app that uses \
            this model, or name the model the store was made with (--model).

            Example (`cdlgen preview --store App.sqlite`):

                Model.xcdatamodeld/Model.xcdatamodel/contents:12:9: warning: the store has no place for \
            Widget.serialNumber: it lacks a column ZSERIALNUMBER in ZWIDGET; previews show it empty [store-mismatch]
            """,
        triggeringExamples: [], nonTriggeringExamples: [])
}

/// Public: CoreDataStore, which reads the store, finds the mismatches.
extension Diagnostic {
    /// Something the model declares (an entity, or one of its attributes) that the store has no place for.
    /// `missing` says what the store lacks: "a table ZEVENT", "a column ZNAME in ZEVENT".
    public static func storeMismatch(entity: String, attribute: String?, missing: String, at location: SourceLocation) -> Diagnostic {
        let what = attribute.map { "\(entity).\($0)" } ?? "entity \(entity)"
        return Diagnostic(.storeMismatch, "the store has no place for \(what): it lacks \(missing); previews show it empty", at: location)
    }
}
