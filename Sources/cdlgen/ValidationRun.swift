import ArgumentParser
import Checks
import Foundation
import Project
import Reporting

/// A run of the checks `validate` makes, its diagnostics printed as `validate` prints them: what
/// `validate` is, and what `compile` does before it writes anything.
struct ValidationRun {
    let setup: RunSetup
    /// Kept, not freed on return: `validate` ends the process with them in memory (see its `run`).
    let reports: [FileReport]
    /// What the reports were made from, kept with them for the same reason.
    let firstPasses: [FirstPassReport]
    /// The exit status the findings call for (README, "Reading a diagnostic").
    let status: Int32

    /// Validates and prints.
    init(paths: [String], options: ValidationOptions, project: ProjectOptions, limits: LimitOptions) throws {
        let format = options.format
        do {
            setup = try RunSetup.load(options.runOptions(project, paths: paths), limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error, format: format)
        }
        for missing in setup.missingPaths {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        let validated = setup.validatedReports()
        var reports = validated.reports
        firstPasses = validated.firstPasses
        let settings = setup.settings
        let anyUnreadable = Terminal.reportReadFailures(reports)
        let summary = ValidationSummary(reports, missingPaths: setup.missingPaths.count)
        if options.quiet { settings.keepFailures(in: &reports) }
        self.reports = reports
        Terminal.write(format.reporter.render(reports))
        if format == .human && !options.quiet {
            if let absence = settings.modelAbsence(paths: paths, ignoresProjectFile: project.noProject) {
                Terminal.writeError("note: \(absence)\n")
            }
            Terminal.writeError(summary.line + "\n")
        }
        if !setup.missingPaths.isEmpty || anyUnreadable {
            status = ExitStatus.usageOrIOFailure
        } else if settings.fails(summary) {
            status = ExitStatus.findings
        } else {
            status = ExitStatus.clean
        }
    }
}
