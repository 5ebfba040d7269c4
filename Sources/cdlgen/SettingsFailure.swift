import ArgumentParser
import Project
import Reporting

/// How a command stops when its settings cannot be resolved.
enum SettingsFailure {
    /// A project file that does not parse is shown as diagnostics with their positions (exit 1): the
    /// definitions, model, rules and strictness all come from it, so nothing is checked with guesses.
    /// Anything else is a usage or I/O failure (exit 2) with its message, and the command's usage only when
    /// the failure is in what was typed.
    static func stop(_ failure: RunSettingsError, format: OutputFormat? = nil) -> Error {
        guard let report = failure.brokenProjectFile else {
            guard failure.isUsage else {
                // A bad file is not a bad argument: its message, without the command's usage under it.
                Terminal.writeError("Error: \(failure.message)\n")
                return ExitCode(ExitStatus.usageOrIOFailure)
            }
            return ValidationError(failure.message)
        }
        if let format {
            // `validate`: in the format asked for, on standard output, with the closing count.
            Terminal.write(format.reporter.render([report]))
            if format == .human { Terminal.writeError(ValidationSummary([report]).line + "\n") }
        } else {
            Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render([report]))
        }
        return ExitCode(ExitStatus.findings)
    }
}
