import PlistLoader

/// A JSON document whose objects keep their keys in the order written, printed with two-space
/// indentation: the same output on every run (Foundation's `JSONSerialization` orders keys as its
/// dictionaries happen to hash them).
public indirect enum OrderedJSON: Sendable {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    /// The document, ending in a line feed.
    public var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private func write(to output: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .object(let members) where members.isEmpty:
            output += "{}"
        case .object(let members):
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + JSONStringLiteral.quoted(member.key) + ": "
                member.value.write(to: &output, indent: inner)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(to: &output, indent: inner)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .string(let text):
            output += JSONStringLiteral.quoted(text)
        case .integer(let number):
            output += String(number)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }
}
