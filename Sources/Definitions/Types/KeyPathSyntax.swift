/// The form of a key path: keys joined by single dots, none empty, no white space (`type.name`).
/// Decoding and the model checks ask it of every row's key path, so it is read once, on bytes.
package enum KeyPathSyntax {
    /// Whether `path` is a key path. The model checks follow only these: the decoder reports the others
    /// (`invalid-value`), and following them would only repeat its finding.
    package static func isKeyPath(_ path: String) -> Bool {
        componentCount(path) != nil
    }

    /// Component `index` of a dotted key path ("" past its end), found on its bytes.
    package static func component(_ index: Int, of path: String) -> String {
        let dot = UInt8(ascii: ".")
        var rest = path.utf8[...]
        for _ in 0..<index {
            guard let found = rest.firstIndex(of: dot) else { return "" }
            rest = rest[rest.index(after: found)...]
        }
        return String(Substring(rest[..<(rest.firstIndex(of: dot) ?? rest.endIndex)]))
    }

    /// The number of keys in `path`, or nil when it is not a key path (an empty key, white space).
    package static func componentCount(_ path: String) -> Int? {
        path.utf8.withContiguousStorageIfAvailable(componentCount) ?? componentCount(Array(path.utf8))
    }

    private static func componentCount(_ bytes: some Collection<UInt8>) -> Int? {
        var count = 1
        var componentIsEmpty = true
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "."):
                if componentIsEmpty { return nil }
                count += 1
                componentIsEmpty = true
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            default:
                componentIsEmpty = false
            }
        }
        return componentIsEmpty ? nil : count
    }
}
