/// https://developer.apple.com/documentation/swiftui/editmode
public enum EditMode: Sendable {
    /// https://developer.apple.com/documentation/swiftui/editmode/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/editmode/transient
    case transient
    /// https://developer.apple.com/documentation/swiftui/editmode/active
    case active
    /// https://developer.apple.com/documentation/swiftui/editmode/isediting
    public var isEditing: Bool { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/editbutton
public struct EditButton: View {
    /// https://developer.apple.com/documentation/swiftui/editbutton/init()
    public init() { fatalError() }
    public var body: Never { fatalError() }
}
