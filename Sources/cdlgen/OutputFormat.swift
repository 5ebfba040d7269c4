import ArgumentParser
import Reporting

/// The formats `validate` can print diagnostics in (README, "Reading a diagnostic").
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// clang style, for people; the closing count goes to standard error.
    case human
    /// cdlgen's own stable JSON document.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
    /// GitHub Actions workflow commands, which become annotations on a pull request.
    case github

    var reporter: any DiagnosticReporter {
        switch self {
        case .human: HumanReporter(palette: Terminal.outputPalette)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(driver: SARIFDriver(name: "cdlgen", version: CDLGenVersion.current, rules: SARIFRule.registry()))
        case .github: GitHubReporter()
        }
    }
}
