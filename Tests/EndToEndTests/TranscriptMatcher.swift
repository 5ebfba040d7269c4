/// Whether a command's output is what a README transcript shows: line for line, trailing spaces aside (an
/// editor may strip them), where a line `…` stands for any number of lines, none included.
enum TranscriptMatcher {
    static let ellipsis = "…"

    static func matches(expected: [String], actual output: String) -> Bool {
        var actual = output.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
        while actual.last == "" { actual.removeLast() }
        return matches(expected.map(trimmed)[...], actual[...])
    }

    private static func matches(_ expected: ArraySlice<String>, _ actual: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == ellipsis {
            return (actual.startIndex...actual.endIndex).contains { matches(expected.dropFirst(), actual[$0...]) }
        }
        return actual.first == first && matches(expected.dropFirst(), actual.dropFirst())
    }

    private static func trimmed(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
