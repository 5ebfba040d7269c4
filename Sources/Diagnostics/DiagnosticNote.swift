import PlistLoader

/// A related location that explains a diagnostic ("first set here").
public struct DiagnosticNote: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
