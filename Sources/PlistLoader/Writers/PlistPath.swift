/// Where a value sits in a property list: the keys and array indexes that lead to it from the root.
/// Positions say where a value was in its source file; a path says where it is in the tree, which is
/// what a value built in memory (with no file) has.
public struct PlistPath: Hashable, Sendable {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) {
        self.components = components
    }

    public static let root = PlistPath()
}

extension PlistPath: CustomStringConvertible {
    /// `[0].rowInformation[2].eventDate`; a key that is not an identifier is quoted: `["due date"]`;
    /// the root is `(root)`.
    public var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += (text.isEmpty ? "" : ".") + key
            case .key(let key):
                text += "[" + JSONStringLiteral.quoted(key) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return key.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }
}
