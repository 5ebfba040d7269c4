import PlistLoader

/// Writes an ``ExampleValue`` as a readable definition file in XML, OpenStep or JSON, in the layout each
/// format's own tools use, keeping the `↓` marker in front of the token it marks.
enum ExampleRenderer {
    static func render(_ value: ExampleValue, as format: PlistFormat) -> String {
        switch format {
        case .xml:
            return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                \(xml(value, indent: ""))
                </plist>

                """
        case .openStep:
            return openStep(value, indent: "") + "\n"
        case .json, .binary:
            return json(value, indent: "") + "\n"
        }
    }

    /// The marker to put in front of a token, and the token's text without it.
    private static func split(_ text: String) -> (marker: String, text: String) {
        text.first == ExampleValue.marker ? (String(ExampleValue.marker), String(text.dropFirst())) : ("", text)
    }

    private static func openStep(_ value: ExampleValue, indent: String) -> String {
        let inner = indent + "\t"
        switch value {
        case .string(let string):
            let (marker, text) = split(string)
            return marker + PlistWriter.openStepString(text)
        case .bool(let flag):
            return flag ? "YES" : "NO"
        case .integer(let number):
            return String(number)
        case .marked(let value):
            return String(ExampleValue.marker) + openStep(value, indent: indent)
        case .array(let elements):
            guard !elements.isEmpty else { return "( )" }
            return "(\n" + elements.map { inner + openStep($0, indent: inner) + ",\n" }.joined() + indent + ")"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "{ }" }
            let lines = entries.map { entry in
                let (marker, key) = split(entry.key)
                return inner + marker + PlistWriter.openStepString(key) + " = " + openStep(entry.value, indent: inner) + ";\n"
            }
            return "{\n" + lines.joined() + indent + "}"
        }
    }

    private static func xml(_ value: ExampleValue, indent: String) -> String {
        let inner = indent + "\t"
        switch value {
        case .string(let string):
            let (marker, text) = split(string)
            return marker + "<string>" + xmlEscaped(text) + "</string>"
        case .bool(let flag):
            return flag ? "<true/>" : "<false/>"
        case .integer(let number):
            return "<integer>\(number)</integer>"
        case .marked(let value):
            return String(ExampleValue.marker) + xml(value, indent: indent)
        case .array(let elements):
            guard !elements.isEmpty else { return "<array/>" }
            return "<array>\n" + elements.map { inner + xml($0, indent: inner) + "\n" }.joined() + indent + "</array>"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "<dict/>" }
            let lines = entries.map { entry in
                let (marker, key) = split(entry.key)
                return inner + marker + "<key>" + xmlEscaped(key) + "</key>\n" + inner + xml(entry.value, indent: inner) + "\n"
            }
            return "<dict>\n" + lines.joined() + indent + "</dict>"
        }
    }

    private static func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private static func json(_ value: ExampleValue, indent: String) -> String {
        let inner = indent + "  "
        switch value {
        case .string(let string):
            let (marker, text) = split(string)
            return marker + JSONStringLiteral.quoted(text)
        case .bool(let flag):
            return flag ? "true" : "false"
        case .integer(let number):
            return String(number)
        case .marked(let value):
            return String(ExampleValue.marker) + json(value, indent: indent)
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            return "[\n" + elements.map { inner + json($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .dictionary(let entries):
            guard !entries.isEmpty else { return "{}" }
            let lines = entries.map { entry in
                let (marker, key) = split(entry.key)
                return inner + marker + JSONStringLiteral.quoted(key) + ": " + json(entry.value, indent: inner)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
        }
    }
}
