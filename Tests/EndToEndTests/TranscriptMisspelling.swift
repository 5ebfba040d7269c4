import Foundation

/// A transcript that shows a diagnostic in the sample app ("after misspelling …") shows the misspelt source
/// line too. To run it, the test writes that line into the copy — but only where putting the diagnostic's
/// fix-it in place of the word at its column gives back the sample's own line, so a transcript cannot
/// invent a file: it must show a one-word slip that its fix-it repairs.
struct TranscriptMisspelling {
    var file: String
    var line: Int
    var column: Int
    var shownLine: String
    var fixIt: String

    /// The misspellings a transcript's output shows: diagnostics followed by their source line, the caret
    /// line and a fix-it line.
    static func all(in output: [String]) -> [TranscriptMisspelling] {
        var found: [TranscriptMisspelling] = []
        for index in output.indices where index + 3 < output.count {
            guard let match = output[index].firstMatch(of: #/^(\S+):(\d+):(\d+): (?:error|warning|note): /#),
                let line = Int(match.2), let column = Int(match.3)
            else { continue }
            let caret = output[index + 2]
            guard let caretIndex = caret.firstIndex(of: "^"), caret[..<caretIndex].allSatisfy(\.isWhitespace) else { continue }
            let indentation = caret[..<caretIndex]
            let fixIt = output[index + 3]
            guard fixIt.hasPrefix(indentation), fixIt.firstMatch(of: #/^\S+:\d+:\d+: /#) == nil else { continue }
            found.append(
                TranscriptMisspelling(
                    file: String(match.1), line: line, column: column, shownLine: output[index + 1],
                    fixIt: fixIt.trimmingCharacters(in: .whitespaces)))
        }
        return found
    }

    /// Writes the shown line into the copy, or says why the transcript does not fit the sample.
    func apply(in sandbox: ReadmeSandbox) throws -> String? {
        let url = sandbox.file(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return "\(file) is not in the sample app" }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.indices.contains(line - 1) else { return "\(file) has no line \(line)" }
        let original = lines[line - 1]
        if original == shownLine { return nil }
        // The word at the column (counted in Unicode scalars, from 1) is the slip the fix-it repairs.
        let scalars = Array(shownLine.unicodeScalars)
        guard column - 1 < scalars.count else { return "column \(column) is past the end of '\(shownLine)'" }
        let isWordScalar = { (scalar: Unicode.Scalar) in CharacterSet.alphanumerics.contains(scalar) || scalar == "_" }
        let end = scalars[(column - 1)...].firstIndex { !isWordScalar($0) } ?? scalars.count
        var repaired = String.UnicodeScalarView()
        repaired.append(contentsOf: scalars[..<(column - 1)])
        repaired.append(contentsOf: fixIt.unicodeScalars)
        repaired.append(contentsOf: scalars[end...])
        guard String(repaired) == original else {
            return "\(file):\(line) is '\(original)'; the transcript's '\(shownLine)' with its fix-it is '\(String(repaired))'"
        }
        lines[line - 1] = shownLine
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return nil
    }
}
