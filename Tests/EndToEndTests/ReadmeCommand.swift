import Foundation

/// One command line of a README block, as a reader would type it, and what the README says it does.
struct ReadmeCommand {
    /// As written (without a transcript's `$ `).
    var text: String
    /// Its line in README.md.
    var line: Int
    /// A transcript's lines under the command: what it prints (standard output and error as a terminal shows
    /// them); `…` stands for any lines. Nil in an `sh` block, which shows no output.
    var expectedOutput: [String]?

    /// What is run: `swift run cdlgen …` is the built cdlgen, as `cdlgen …`.
    var runnable: String {
        text.hasPrefix("swift run cdlgen") ? String(text.dropFirst("swift run ".count)) : text
    }

    /// The program the line runs.
    var program: String { String(runnable.prefix { !$0.isWhitespace }) }

    /// 2 where the README shows it refusing its arguments (a transcript with a `cdlgen: error:` line), 1 where
    /// it shows it reporting errors (`file:line:column: error:` lines), else 0.
    var expectedStatus: Int32 {
        if expectedOutput?.contains(where: { $0.hasPrefix("cdlgen: error: ") }) == true { return 2 }
        let reportsErrors = expectedOutput?.contains { $0.range(of: #"^\S+:\d+:\d+: error: "#, options: .regularExpression) != nil }
        return reportsErrors == true ? 1 : 0
    }

    /// The command lines of an `sh` block: every line but blank ones and comments.
    static func commands(inScript block: ReadmeCodeBlock) -> [ReadmeCommand] {
        block.lines.enumerated().compactMap { index, line in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { return nil }
            return ReadmeCommand(text: text, line: block.line + 1 + index)
        }
    }

    /// The `$ ` lines of a console block, each with the lines under it.
    static func commands(inTranscript block: ReadmeCodeBlock) -> [ReadmeCommand] {
        var commands: [ReadmeCommand] = []
        for (index, line) in block.lines.enumerated() {
            if line.hasPrefix("$ ") {
                commands.append(ReadmeCommand(text: String(line.dropFirst(2)), line: block.line + 1 + index, expectedOutput: []))
            } else {
                commands[commands.count - 1].expectedOutput?.append(line)
            }
        }
        return commands
    }
}
