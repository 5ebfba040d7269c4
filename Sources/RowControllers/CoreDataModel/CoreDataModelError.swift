/// Why a Core Data model could not be read: one `model-error` diagnostic, with its position.
public struct CoreDataModelError: Error, Sendable {
    public var diagnostic: Diagnostic
}
