import Foundation

/// Says libxml2's commonest errors in words a person editing a property list understands; any other
/// message is kept as libxml2 wrote it, lowercased at the start like the rest of cdlgen's messages.
public enum XMLErrorMessage {
    public static func plain(_ message: String) -> String {
        let message = message.trimmingCharacters(in: .whitespacesAndNewlines)
        if let (opened, line, closing) = match(message, "Opening and ending tag mismatch: ", " line ", " and ") {
            return tagMismatch(opened: opened, line: line, closing: closing)
        }
        if let (tag, line) = match(message, "Premature end of data in tag ", " line ") {
            return "the file ends before <\(tag)> (opened on line \(line)) is closed"
        }
        switch message {
        case "xmlParseEntityRef: no name":
            return "a bare '&' in text must be written '&amp;'"
        case "EntityRef: expecting ';'":
            return "an entity reference is missing its ';' (a bare '&' must be written '&amp;')"
        case "StartTag: invalid element name", "xmlParseStartTag: invalid element name":
            return "'<' must start an element; in text write it as '&lt;'"
        case "Extra content at the end of the document":
            return "unexpected content after the end of the property list"
        case "Start tag expected, '<' not found":
            return "expected an element such as <plist>, found text"
        default:
            guard let first = message.first, first.isUppercase, message.dropFirst().first?.isLowercase == true else {
                return message
            }
            return first.lowercased() + message.dropFirst()
        }
    }

    /// An end tag that is not the open element's.
    public static func tagMismatch(opened: String, line: String, closing: String) -> String {
        "</\(closing)> does not close <\(opened)>, which is still open from line \(line)"
    }

    /// The two parts of `message` around `separator`, after `prefix`.
    private static func match(_ message: String, _ prefix: String, _ separator: String) -> (String, String)? {
        guard message.hasPrefix(prefix), let range = message.range(of: separator) else { return nil }
        return (
            String(message[message.index(message.startIndex, offsetBy: prefix.count)..<range.lowerBound]),
            String(message[range.upperBound...])
        )
    }

    /// The three parts of `message` around two separators, after `prefix`.
    private static func match(_ message: String, _ prefix: String, _ first: String, _ second: String) -> (String, String, String)? {
        guard let (head, rest) = match(message, prefix, first), let range = rest.range(of: second) else { return nil }
        return (head, String(rest[..<range.lowerBound]), String(rest[range.upperBound...]))
    }
}
