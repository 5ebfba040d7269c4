import ArgumentParser
import Diagnostics

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code, with an example that triggers it and its fix.",
        discussion: "Run 'cdlgen explain --list' for every code."
    )

    @Argument(help: "A diagnostic code, such as unknown-row-type.")
    var code: String?

    @Flag(help: "List every code with its one-line summary.")
    var list = false

    func run() throws {
        if list || code == nil {
            let codes = RuleRegistry.explainable
            let width = codes.map(\.code.rawValue.count).max() ?? 0
            Terminal.write(
                codes.map { "\($0.code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)) \($0.summary)\n" }.joined())
            return
        }
        guard let rule = RuleRegistry.description(of: DiagnosticCode(code!)) else {
            let suggestion = DidYouMean.suggestion(for: code!, among: RuleRegistry.explainable.map(\.code.rawValue))
            throw ValidationError(
                "unknown code '\(code!)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see 'cdlgen explain --list')")
        }
        Terminal.write(RuleExplanation(rule: rule).text)
    }
}
