/// One `key = value` pair of a dictionary, with the key's own position.
public struct PlistDictionaryEntry: Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: PlistNode

    public init(key: String, keyPosition: SourcePosition, value: PlistNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
