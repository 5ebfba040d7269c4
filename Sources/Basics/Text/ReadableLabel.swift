/// Labels for people from the names in a model: `dueDate` → "Due Date", `eventURL` → "Event URL",
/// `text0` → "Text 0", `first_name` → "First Name", `WidgetManufacturingStep` → "Widget Manufacturing Step".
public enum ReadableLabel {
    public static func from(_ name: String) -> String {
        words(in: name).map { word in word.prefix(1).uppercased() + word.dropFirst() }.joined(separator: " ")
    }

    /// The words of a camel-case, snake-case or kebab-case name. A word starts at a capital after a
    /// small letter, at the last capital of a run of capitals followed by a small letter (`URLString`
    /// → URL, String), and where letters and digits meet; `_`, `-`, `.` and spaces separate words.
    public static func words(in name: String) -> [String] {
        let characters = Array(name)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" || character == "-" || character == "." || character.isWhitespace {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last, startsWord(character, after: previous, before: characters[safe: index + 1]) {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func startsWord(_ character: Character, after previous: Character, before next: Character?) -> Bool {
        if previous.isNumber != character.isNumber { return true }
        if previous.isLowercase && character.isUppercase { return true }
        return previous.isUppercase && character.isUppercase && next?.isLowercase == true
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
