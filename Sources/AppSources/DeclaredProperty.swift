import PlistLoader

/// A property a class of the app's sources declares: what `class_getProperty` finds at run time, and
/// what its type encoding says — the class name CoreDataLibrary's `classOfKey:` reads from it.
public struct DeclaredProperty: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// An object; `className` is the Objective-C class its type names (`NSString *` and Swift's
        /// `String` both give "NSString"), nil for an object of no known class (`id`, `Any`, a block).
        case object(className: String?)
        /// Anything that is not an object (a number, `BOOL`, a C pointer, a struct), its type as written:
        /// "int16_t", "Int16", "BOOL".
        case scalar(typeName: String)
    }

    /// The name the Objective-C runtime knows it by (a Swift property's `@objc(name)` when it has one).
    public var name: String
    public var kind: Kind
    /// Where its name is written.
    public var location: SourceLocation

    public init(name: String, kind: Kind, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }
}
