import ArgumentParser
import Previews
import Review

/// The formats `diff` writes (docs/DECISIONS.md "Diffs").
enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    /// For a terminal: colour when standard output is one and `NO_COLOR` is unset.
    case text
    /// A pull-request comment: a summary, then a collapsed block a definition; under 64 KB.
    case markdown
    /// cdlgen's stable document, `"version": 1`.
    case json
    /// A folder of pages (-o): the two versions of each view side by side, as the preview draws them.
    case html

    func reporter(builder: () throws -> PreviewBuilder, toTerminal: Bool) rethrows -> any DiffReporter {
        switch self {
        case .text: TextDiffReporter(palette: toTerminal ? Terminal.outputPalette : .plain)
        case .markdown: MarkdownDiffReporter()
        case .json: JSONDiffReporter()
        case .html: HTMLDiffReporter(builder: try builder())
        }
    }
}
