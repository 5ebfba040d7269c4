import Foundation
import Project
import Reporting
import Workspace

extension ValidateCommand {
    /// `--fix`: writes the fixed definitions and says what it did and did not do on standard error, before
    /// `validate` reports what is left; true when a file could not be written (exit status 2).
    /// `--fix-dry-run`: prints the diff and ends the process with its exit status.
    func applyFixes(_ options: RunOptions) throws -> Bool {
        let setup: RunSetup
        do {
            setup = try RunSetup.load(options, limits: limits.limits)
        } catch {
            throw SettingsFailure.stop(error, format: validation.format)
        }
        let run = WorkspaceFixer().fix(Workspace(setup: setup, options: options))
        if fixDryRun { showDryRun(run, setup: setup) }
        var writeFailed = false
        for file in run.files {
            do {
                try file.write()
                if !validation.quiet { Terminal.writeError("fixed \(file.file.displayPath) (\(Self.fixes(file.fixCount)))\n") }
            } catch {
                Terminal.writeError("cdlgen: error: \(error)\n")
                writeFailed = true
            }
        }
        if !validation.quiet { Terminal.writeError(run.notes.map { "\($0)\n" }.joined()) }
        return writeFailed
    }

    /// The diff on standard output, notes and a count on standard error. Exit status: 1 when there is
    /// anything to fix or the files as they are fail (as `validate` would), 2 for a missing path or an
    /// unreadable file, else 0.
    private func showDryRun(_ run: FixRun, setup: RunSetup) -> Never {
        for missing in setup.missingPaths {
            Terminal.writeError("cdlgen: error: no such file or folder: \(missing)\n")
        }
        let anyUnreadable = Terminal.reportReadFailures(run.reportsBefore)
        Terminal.write(run.files.map(\.diff).joined())
        if !validation.quiet {
            Terminal.writeError(run.notes.map { "\($0)\n" }.joined())
            let left = ValidationSummary(run.reportsAfter).counts
            let files = run.files.count == 1 ? "1 file" : "\(run.files.count) files"
            Terminal.writeError(
                run.files.isEmpty ? "nothing to fix: \(left)\n" : "would apply \(Self.fixes(run.fixCount)) to \(files); left: \(left)\n")
        }
        var status = ExitStatus.clean
        if !setup.missingPaths.isEmpty || anyUnreadable {
            status = ExitStatus.usageOrIOFailure
        } else if !run.files.isEmpty || setup.settings.fails(ValidationSummary(run.reportsBefore)) {
            status = ExitStatus.findings
        }
        fflush(nil)
        _exit(status)
    }

    private static func fixes(_ count: Int) -> String {
        count == 1 ? "1 fix" : "\(count) fixes"
    }
}
