import PlistLoader

/// What the app's sources say about a property of a class: ``AppClassIndex/property(_:ofClass:)``.
public enum PropertyLookup: Sendable, Equatable {
    /// The class, a category or extension of it, a protocol it adopts, or a superclass declares it.
    case declared(DeclaredProperty)
    /// The class is in the sources and its whole ancestry up to NSManagedObject is too, and none declares it.
    case notDeclared(classLocation: SourceLocation)
    /// The class is not in the sources, or its ancestry leaves them (a superclass or protocol not declared
    /// in any file read, other than NSManagedObject/NSObject): cdlgen cannot tell.
    case unknown
}
