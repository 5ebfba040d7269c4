import PlistLoader

/// A class the app's sources declare, and what it inherits from and adopts — as far as the sources say.
public struct DeclaredClass: Sendable, Equatable {
    public enum Language: Sendable, Equatable { case swift, objectiveC }

    public var name: String
    public var language: Language
    /// A Swift class's `@objc(Name)`: the name the Objective-C runtime knows it by without its module.
    public var objectiveCName: String?
    /// The superclass and protocols after the name (Swift does not tell them apart), and those extensions
    /// and categories add.
    public var inherited: [String]
    /// Where the class is declared (its `class` or `@interface`; an `@implementation` when that is all).
    public var location: SourceLocation

    /// The name `NSClassFromString` finds it by without a module: an Objective-C class's, or a Swift
    /// class's `@objc(Name)`; a Swift class otherwise needs its module (`App.Name`).
    public var runtimeName: String? {
        language == .objectiveC ? name : objectiveCName
    }
}
