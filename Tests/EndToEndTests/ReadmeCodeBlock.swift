import Foundation
import Testing

/// One fenced code block of README.md: its info string's first word, its text and where it is.
struct ReadmeCodeBlock: Sendable, CustomTestStringConvertible {
    static let readme = CDLGenProcess.packageRoot.appendingPathComponent("README.md")

    /// ```` ```swift ```` → `swift`; empty for a bare fence.
    var language: String
    var lines: [String]
    /// The line of the opening fence, from 1.
    var line: Int
    /// The last non-blank line of prose before the block (what introduces it).
    var introduction: String

    var text: String { lines.map { $0 + "\n" }.joined() }
    var testDescription: String { "README.md:\(line) (\(language.isEmpty ? "no language" : language))" }

    /// Every block of README.md, in order (empty if it cannot be read: `ReadmeCodeBlockTests` fails then).
    static let all: [ReadmeCodeBlock] = (try? blocks(in: String(contentsOf: readme, encoding: .utf8))) ?? []

    /// CommonMark's fences: three or more backticks or tildes, indented at most three spaces, closed by a
    /// run of the same character at least as long (or the end of the document).
    static func blocks(in markdown: String) -> [ReadmeCodeBlock] {
        var blocks: [ReadmeCodeBlock] = []
        var open: (fence: String, block: ReadmeCodeBlock)?
        var introduction = ""
        for (index, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            let fence = indent <= 3 ? fenceRun(body) : nil
            if var current = open {
                if let fence, fence.first == current.fence.first, fence.count >= current.fence.count,
                    body.dropFirst(fence.count).allSatisfy({ $0 == " " || $0 == "\t" })
                {
                    blocks.append(current.block)
                    open = nil
                } else {
                    current.block.lines.append(line)
                    open = current
                }
            } else if let fence {
                let info = body.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
                let language = String(info.prefix { !$0.isWhitespace })
                open = (fence, ReadmeCodeBlock(language: language, lines: [], line: index + 1, introduction: introduction))
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                introduction = line
            }
        }
        if let open { blocks.append(open.block) }
        return blocks
    }

    private static func fenceRun(_ text: Substring) -> String? {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let run = text.prefix { $0 == first }
        return run.count >= 3 ? String(run) : nil
    }
}
