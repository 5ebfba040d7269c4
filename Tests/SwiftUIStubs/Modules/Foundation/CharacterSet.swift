/// https://developer.apple.com/documentation/foundation/characterset (a few members: what a text field's
/// check for an empty value needs)
public struct CharacterSet: Hashable, Sendable {
    /// https://developer.apple.com/documentation/foundation/characterset/whitespaces
    public static var whitespaces: CharacterSet { fatalError() }
    /// https://developer.apple.com/documentation/foundation/characterset/whitespacesandnewlines
    public static var whitespacesAndNewlines: CharacterSet { fatalError() }
    /// https://developer.apple.com/documentation/foundation/characterset/newlines
    public static var newlines: CharacterSet { fatalError() }
}
