/// One key of a dictionary and its value's text (`OutlineValue`). A key whose value is an empty
/// string is left out, as CDL takes it for "not set" (README, "Definitions").
public struct OutlineEntry: Equatable, Sendable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
