/// One value of a property list and where it starts in its file.
///
/// Two nodes are equal when their values are equal: positions are ignored, so the same definition
/// read from XML and from JSON compares equal.
public struct PlistNode: Sendable {
    public var value: PlistValue
    public var position: SourcePosition

    public init(_ value: PlistValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

extension PlistNode: Equatable {
    public static func == (lhs: PlistNode, rhs: PlistNode) -> Bool {
        lhs.value == rhs.value
    }
}

extension PlistNode {
    public var string: String? {
        if case .string(let string) = value { return string }
        return nil
    }

    public var array: [PlistNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    public var dictionary: PlistDictionary? {
        if case .dictionary(let dictionary) = value { return dictionary }
        return nil
    }
}
