import Checks
import Definitions
import Diagnostics
import Fixing
import PlistLoader

/// The passes of ``WorkspaceFixer``, file by file, so that what a file's fixes bring (in it, or in the
/// definitions it is connected to) is known to come from them.
struct FixLoop {
    /// What counts a diagnostic as the same one before and after a fix: positions move with the text.
    private struct Finding: Hashable {
        var code: DiagnosticCode
        var message: String
    }

    let workspace: Workspace
    let maximumPasses: Int
    private let fixer: FileFixer
    private var pass = 0
    /// Each file's bytes as read, and as fixed so far, by path.
    private var originals: [String: [UInt8]] = [:]
    private var texts: [String: [UInt8]] = [:]
    private var fixCounts: [String: Int] = [:]
    /// The failing diagnostics of each report now, by file path.
    private var failures: [String: [Finding: Int]] = [:]
    private var leftAlone: Set<String> = []
    /// Fix-its not to try again, by file path: those not applied, and those taken back.
    private var passedOver: [String: Set<Finding>] = [:]
    private var notes: [FixNote] = []
    private var noted: Set<FixNote> = []

    init(workspace: Workspace, maximumPasses: Int) {
        self.workspace = workspace
        self.maximumPasses = maximumPasses
        self.fixer = FileFixer(limits: workspace.setup.limits)
    }

    mutating func run() -> FixRun {
        let before = workspace.reports
        record(before)
        var seen = Set<String>()
        let files = workspace.setup.namedFiles.filter { seen.insert(Workspace.key(of: $0.path)).inserted }
        var changed = true
        while changed && pass < maximumPasses {
            pass += 1
            changed = false
            for file in files where !leftAlone.contains(file.path) {
                if fix(file) { changed = true }
            }
        }
        if changed {
            for file in files where !leftAlone.contains(file.path) && !fixable(file).isEmpty {
                note(file, "fix-its are left after \(maximumPasses) passes: run --fix again")
            }
        }
        let fixed = files.compactMap { file -> FixedFile? in
            guard let text = texts[file.path], let original = originals[file.path], text != original else { return nil }
            return FixedFile(file: file, original: original, fixed: text, fixCount: fixCounts[file.path] ?? 0)
        }
        return FixRun(files: fixed, notes: notes, passes: pass, reportsBefore: before, reportsAfter: workspace.reports)
    }

    /// The fix-its of the file's report (as now checked) that are about the file itself, but for those
    /// passed over already.
    private func fixable(_ file: DefinitionFile) -> [Diagnostic] {
        guard let report = workspace.report(at: file.path), report.readFailure == nil else { return [] }
        let passedOver = passedOver[file.path] ?? []
        return report.diagnostics.filter { diagnostic in
            diagnostic.fixIt != nil && diagnostic.location.file == report.file.displayPath
                && !passedOver.contains(Finding(code: diagnostic.code, message: diagnostic.message))
        }
    }

    /// Applies the file's fix-its; whether its text changed.
    private mutating func fix(_ file: DefinitionFile) -> Bool {
        let diagnostics = fixable(file)
        guard !diagnostics.isEmpty, let before = text(of: file) else { return false }
        let pathExtension = PlistLoader.pathExtension(of: file.path)
        let result = fixer.fix(before, pathExtension: pathExtension, diagnostics: diagnostics)
        for unapplied in result.unapplied {
            passOver(unapplied.diagnostic, in: file)
            note(file, at: unapplied.diagnostic, "\(describe(unapplied.diagnostic)) is not applied: \(unapplied.reason)")
        }
        if let problem = result.problem {
            leaveAlone(file, because: problem.message)
            return false
        }
        guard let fixed = result.bytes else { return false }
        if accept(fixed, for: file) {
            fixCounts[file.path, default: 0] += result.applied.count
            return true
        }
        // Something brought a new failure: each fix on its own (those of one place together: a binary
        // file's shared object), kept when it brings none.
        var kept: [Diagnostic] = []
        var places: [SourcePosition] = []
        let atPlace = Dictionary(grouping: result.applied) { $0.location.position }
        for diagnostic in result.applied where !places.contains(diagnostic.location.position) {
            places.append(diagnostic.location.position)
            let group = atPlace[diagnostic.location.position] ?? [diagnostic]
            guard let trial = fixer.fix(before, pathExtension: pathExtension, diagnostics: kept + group).bytes else { continue }
            if let failure = newFailure(trying: trial, for: file) {
                for diagnostic in group { passOver(diagnostic, in: file) }
                note(
                    file, at: diagnostic,
                    "\(describe(diagnostic)) is taken back: it brings a new \(failure.severity): \(failure.message) [\(failure.code)]")
            } else {
                kept += group
            }
        }
        fixCounts[file.path, default: 0] += kept.count
        return !kept.isEmpty
    }

    /// The file's text so far, or as read from disk the first time.
    private mutating func text(of file: DefinitionFile) -> [UInt8]? {
        if let text = texts[file.path] { return text }
        do {
            let bytes = try FileBytes.read(file.path, maxSize: workspace.setup.limits.maxFileSize)
            originals[file.path] = bytes
            return bytes
        } catch {
            leaveAlone(file, because: "it cannot be read again: \(error.message)")
            return nil
        }
    }

    /// Makes `bytes` the file's text if that brings no new failing diagnostic.
    private mutating func accept(_ bytes: [UInt8], for file: DefinitionFile) -> Bool {
        newFailure(trying: bytes, for: file) == nil
    }

    /// Tries `bytes` as the file's text: the first failing diagnostic it brings, after which the text is
    /// as it was; or nil, and the text stays.
    private mutating func newFailure(trying bytes: [UInt8], for file: DefinitionFile) -> Diagnostic? {
        let update = workspace.setText(bytes, at: file.path)
        if let failure = firstNewFailure(in: update.reports) {
            record(workspace.setText(texts[file.path], at: file.path).reports)
            return failure
        }
        texts[file.path] = bytes
        record(update.reports)
        return nil
    }

    /// A failing diagnostic the reports have more of than before. One with a fix-it of its own is for
    /// the next pass to fix, unless this is the last.
    private func firstNewFailure(in reports: [FileReport]) -> Diagnostic? {
        let settings = workspace.setup.settings
        for report in reports {
            let before = failures[report.file.path] ?? [:]
            var now: [Finding: Int] = [:]
            for diagnostic in report.diagnostics where settings.fails(diagnostic.severity) {
                let finding = Finding(code: diagnostic.code, message: diagnostic.message)
                now[finding, default: 0] += 1
                if now[finding]! > before[finding, default: 0] && (diagnostic.fixIt == nil || pass == maximumPasses) { return diagnostic }
            }
        }
        return nil
    }

    private mutating func record(_ reports: [FileReport]) {
        let settings = workspace.setup.settings
        for report in reports {
            var counts: [Finding: Int] = [:]
            for diagnostic in report.diagnostics where settings.fails(diagnostic.severity) {
                counts[Finding(code: diagnostic.code, message: diagnostic.message), default: 0] += 1
            }
            failures[report.file.path] = counts
        }
    }

    /// The file goes back to what it was, and is not fixed further.
    private mutating func leaveAlone(_ file: DefinitionFile, because reason: String) {
        leftAlone.insert(file.path)
        if texts.removeValue(forKey: file.path) != nil {
            record(workspace.setText(nil, at: file.path).reports)
            fixCounts[file.path] = nil
        }
        note(file, "left as it is: \(reason)")
    }

    private mutating func passOver(_ diagnostic: Diagnostic, in file: DefinitionFile) {
        passedOver[file.path, default: []].insert(Finding(code: diagnostic.code, message: diagnostic.message))
    }

    private func describe(_ diagnostic: Diagnostic) -> String {
        "the fix-it '\(diagnostic.fixIt ?? "")' [\(diagnostic.code)]"
    }

    private mutating func note(_ file: DefinitionFile, at diagnostic: Diagnostic? = nil, _ message: String) {
        let note = FixNote(file: file.displayPath, position: diagnostic?.location.position, message: message)
        if noted.insert(note).inserted { notes.append(note) }
    }
}
