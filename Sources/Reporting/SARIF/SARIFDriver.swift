/// The tool a SARIF log comes from (`tool.driver`): its name, version and rules.
public struct SARIFDriver: Sendable {
    public var name: String
    public var version: String
    /// Where to read about the tool; nil leaves it out.
    public var informationURI: String?
    /// Every rule the tool has, not only those a run found: results refer to them by index.
    public var rules: [SARIFRule]

    public init(name: String, version: String, informationURI: String? = nil, rules: [SARIFRule]) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
        self.rules = rules
    }
}
