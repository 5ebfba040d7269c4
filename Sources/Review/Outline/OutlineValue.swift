import Foundation
import PlistLoader

/// The text a key's value is compared and shown by: the same whatever format the file is written in,
/// so that a definition converted from OpenStep to XML or JSON shows no change. CDL reads a boolean
/// with `boolValue`, so `YES` (OpenStep's spelling) and `<true/>` are one value; numbers are written as
/// strings in OpenStep and compare with the numbers of other formats by their text.
enum OutlineValue {
    static func text(_ node: PlistNode) -> String {
        text(node.value, nested: false)
    }

    private static func text(_ value: PlistValue, nested: Bool) -> String {
        switch value {
        case .string(let string): nested ? quoted(string) : string
        case .integer(let integer): "\(integer)"
        case .real(let real): real.rounded() == real && abs(real) < 1e15 ? String(Int64(real)) : "\(real)"
        case .boolean(let bool): bool ? "YES" : "NO"
        case .date(let date): date.formatted(.iso8601)
        case .data(let bytes): "<" + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + ">"
        case .array(let elements): "(" + elements.map { text($0.value, nested: true) }.joined(separator: ", ") + ")"
        case .dictionary(let dictionary):
            "{"
                + dictionary.keys.map { quoted($0) + " = " + (dictionary[$0].map { text($0.value, nested: true) } ?? "") + ";" }
                .joined(separator: " ") + "}"
        case .uid(let uid): "UID(\(uid))"
        }
    }

    /// A string inside an array or dictionary: quoted when it could be taken for punctuation.
    private static func quoted(_ string: String) -> String {
        let plain =
            !string.isEmpty
            && string.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "._-$/".unicodeScalars.contains($0) }
        guard !plain else { return string }
        return "\"" + string.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
