/// Why the site cannot be served.
public struct SiteServerError: Error, CustomStringConvertible, Sendable {
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
