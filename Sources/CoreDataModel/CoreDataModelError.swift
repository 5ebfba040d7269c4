import PlistLoader

/// Why a Core Data model could not be read: a message and the place in the model's file it concerns
/// (Checks reports it as a `model-error` diagnostic).
public struct CoreDataModelError: Error, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
