import PlistLoader

/// The definitions of an app made from a model (`cdlgen init --app`): for each file its definition name
/// and property list, and what was left out, and why.
public struct AppScaffold: Sendable {
    public var files: [(name: String, propertyList: PlistValue)]
    public var notes: [String]
}
