import Diagnostics
import PlistLoader

/// How the class of an entity's objects declares one of its properties, as CDL's `classOfKey:` sees it
/// (`class_getProperty` and the type encoding, NSManagedObject+TypeOfProperty.m:18-37).
enum PropertyDeclaration: Sendable, Equatable {
    /// An object property; `className` is the class its type encoding names (nil when unknown or `id`).
    case object(className: String?)
    /// A scalar (`int16_t`, `Int16`, `BOOL`, `TimeInterval`): `classOfKey:` copies a negative length and crashes.
    case scalar(typeName: String)
    /// No property of that name: `property_getAttributes(NULL)` → `strlen(NULL)`, a crash. `reason` says why,
    /// `note` points at the class or the entity.
    case undeclared(reason: String, note: DiagnosticNote?)
}
