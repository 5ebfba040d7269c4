import Basics
import Checks
import Diagnostics
import Foundation
import PlistLoader
import Project

/// Compares a project's definitions in two versions — two commits, or a commit and the working tree —
/// as views: the files git says changed (renames found with `-M`; in the working tree, untracked files
/// too), each version's view matched section by section and row by row (``ViewMatcher``), and every
/// definition validated in both versions with the working tree's settings, model and custom rows, to
/// tell which diagnostics are new.
///
/// A version's definitions are its files below the working tree's definitions folders, found by the
/// rules of the folder search, and its references are resolved among them: a commit's among the commit's
/// files (a definition deleted in it is missing there, whatever the working tree holds), the working
/// tree's among its own. The settings, model and custom rows are the working tree's.
public struct ProjectDiffer: Sendable {
    public var setup: RunSetup
    public var repository: GitRepository

    public init(setup: RunSetup, repository: GitRepository) {
        self.setup = setup
        self.repository = repository
    }

    /// `from` and `to` name commits (``DiffVersion/commit``) or, for `to`, the working tree.
    public func diff(from: DiffVersion, to: DiffVersion) throws(GitError) -> ProjectDiff {
        guard let fromCommit = from.commit else { throw GitError("the earlier version must be a commit") }
        let roots = setup.settings.definitionPaths.map { DefinitionRoot(path: $0, top: repository.top) }
        let gitPaths = Array(Set(roots.compactMap(\.gitPath))).sorted()
        guard !gitPaths.isEmpty else { return ProjectDiff(from: from, to: to, definitions: [], strict: setup.settings.strict) }

        let earlierFiles = try files(at: fromCommit, roots: roots, gitPaths: gitPaths)
        let laterFiles =
            try to.commit.map { commit throws(GitError) in try files(at: commit, roots: roots, gitPaths: gitPaths) } ?? workingTreeFiles()
        let blobs = try repository.contents(of: (earlierFiles + laterFiles).compactMap(\.blob))
        let folders = roots.map(\.path)
        let earlierReports = validate(earlierFiles, blobs: blobs, catalog: .listing(roots: folders, files: earlierFiles.map(\.file)))
        let laterReports = validate(
            laterFiles, blobs: blobs, catalog: to.commit == nil ? setup.catalog : .listing(roots: folders, files: laterFiles.map(\.file)))

        var changes = try repository.changes(from: fromCommit, to: to.commit, below: gitPaths)
        if to.commit == nil {
            // A file the earlier commit has that the index has lost is "deleted" to git; untracked on disk, it
            // is the same file, modified or not.
            let untracked = Set(try repository.untrackedFiles(below: gitPaths))
            for index in changes.indices where changes[index].status == .deleted {
                if let path = changes[index].oldPath, untracked.contains(path) {
                    changes[index] = GitFileChange(status: .modified, oldPath: path, path: path)
                }
            }
            let compared = Set(changes.compactMap(\.path))
            changes += untracked.subtracting(compared).sorted().map { GitFileChange(status: .added, oldPath: nil, path: $0) }
        }
        let earlierIndex = Dictionary(earlierFiles.enumerated().map { ($1.gitPath, $0) }) { first, _ in first }
        let laterIndex = Dictionary(laterFiles.enumerated().map { ($1.gitPath, $0) }) { first, _ in first }
        let versions = (
            earlier: Version(files: earlierFiles, reports: earlierReports, label: from.label),
            later: Version(files: laterFiles, reports: laterReports, label: to.label)
        )

        var definitions: [DefinitionDiff] = []
        var changedEarlier = Set<Int>(), changedLater = Set<Int>()
        for change in changes {
            let earlier = change.oldPath.flatMap { earlierIndex[$0] }
            let later = change.path.flatMap { laterIndex[$0] }
            guard earlier != nil || later != nil else { continue }  // Not a definition in either version.
            if let earlier { changedEarlier.insert(earlier) }
            if let later { changedLater.insert(later) }
            let status: DefinitionDiff.Status =
                switch (earlier, later) {
                case (nil, _): .added
                case (_, nil): .deleted
                default: change.status == .renamed ? .renamed : .modified
                }
            if let diff = compare(earlier, later, status: status, versions: versions, blobs: blobs) { definitions.append(diff) }
        }
        // Files no change touched may still have new diagnostics, from a definition they refer to.
        for (later, file) in laterFiles.enumerated() where !changedLater.contains(later) {
            guard let earlier = earlierIndex[file.gitPath], !changedEarlier.contains(earlier) else { continue }
            let new = Self.newDiagnostics(earlierReports[earlier].diagnostics, laterReports[later].diagnostics)
            guard !new.isEmpty else { continue }
            definitions.append(
                DefinitionDiff(
                    status: .unchanged, name: file.file.name, file: file.file.displayPath, beforeKind: kind(of: earlierReports[earlier]),
                    afterKind: kind(of: laterReports[later]), changes: [], newDiagnostics: new, before: earlierReports[earlier],
                    after: laterReports[later]))
        }
        definitions.sort { ($0.file, $0.previousFile ?? "") < ($1.file, $1.previousFile ?? "") }
        return ProjectDiff(from: from, to: to, definitions: definitions, strict: setup.settings.strict)
    }

    /// Of `paths` missing from the working tree, those that no version holds either: a misspelt
    /// revision or path. (A definition deleted since `from` is still there to compare.)
    /// The definition paths that lie outside the repository: no revision of it holds them.
    public func pathsOutsideRepository(_ paths: [String]) -> [String] {
        paths.filter { DefinitionRoot(path: $0, top: repository.top).gitPath == nil }
    }

    public func unknownPaths(_ paths: [String], from: DiffVersion, to: DiffVersion) throws(GitError) -> [String] {
        var unknown: [String] = []
        for path in paths {
            guard let gitPath = DefinitionRoot(path: path, top: repository.top).gitPath else {
                unknown.append(path)
                continue
            }
            var known = false
            for commit in [from.commit, to.commit].compactMap({ $0 }) where !known {
                known = try !repository.files(at: commit, below: [gitPath]).isEmpty
            }
            if !known { unknown.append(path) }
        }
        return unknown
    }

    /// One version's files and reports.
    private struct Version {
        var files: [VersionedFile]
        var reports: [FileReport]
        var label: String
    }

    // MARK: - Files

    private func files(at commit: String, roots: [DefinitionRoot], gitPaths: [String]) throws(GitError) -> [VersionedFile] {
        let skipping = [setup.settings.samplesPath].compactMap { $0 }
        let exclusion = setup.settings.exclusion
        var found: [String: VersionedFile] = [:]
        for entry in try repository.files(at: commit, below: gitPaths) {
            for root in roots {
                guard let file = root.file(at: entry.path, skipping: skipping, exclude: exclusion) else { continue }
                if found[file.displayPath] == nil {
                    found[file.displayPath] = VersionedFile(file: file, gitPath: entry.path, blob: entry.blob)
                }
                break
            }
        }
        return found.values.sorted { $0.file.displayPath < $1.file.displayPath }
    }

    private func workingTreeFiles() -> [VersionedFile] {
        let top = repository.top
        return setup.files.compactMap { file in
            guard let real = PathUtilities.realPath(file.path), PathUtilities.isInside(real, top), real != top else { return nil }
            return VersionedFile(file: file, gitPath: String(real.dropFirst(top.count + (top.hasSuffix("/") ? 0 : 1))), blob: nil)
        }
    }

    private func bytes(of file: VersionedFile, blobs: [String: [UInt8]]) -> [UInt8]? {
        if let blob = file.blob { return blobs[blob] }
        return try? FileBytes.read(file.file.path, maxSize: setup.limits.maxFileSize)
    }

    // MARK: - Checking

    /// Every file of a version checked as `validate` checks it, from the version's bytes, its references
    /// resolved in the version's `catalog`.
    private func validate(_ files: [VersionedFile], blobs: [String: [UInt8]], catalog: DefinitionCatalog) -> [FileReport] {
        let validator = setup.validator
        let passes = ConcurrentMap.map(files.count) { index in
            let file = files[index]
            // A blob git did not give is an empty file, never the working tree's.
            let contents = file.blob.map { blobs[$0] ?? [] }
            return validator.firstPass(of: file.file, contents: contents, catalog: catalog)
        }
        var reports = validator.checkAcrossFiles(passes, catalog: catalog)
        setup.settings.applyRules(to: &reports)
        return reports
    }

    private func compare(
        _ earlier: Int?, _ later: Int?, status: DefinitionDiff.Status, versions: (earlier: Version, later: Version),
        blobs: [String: [UInt8]]
    ) -> DefinitionDiff? {
        let earlierFile = earlier.map { versions.earlier.files[$0] }, laterFile = later.map { versions.later.files[$0] }
        let earlierReport = earlier.map { versions.earlier.reports[$0] }, laterReport = later.map { versions.later.reports[$0] }
        let earlierOutline = earlierFile.flatMap { outline(of: $0, blobs: blobs) }
        let laterOutline = laterFile.flatMap { outline(of: $0, blobs: blobs) }

        var match: ViewMatch?
        if case .detailView(let a)? = earlierOutline, case .detailView(let b)? = laterOutline { match = ViewMatcher.match(a, b) }
        var changes: [ViewChange]
        switch (earlierFile != nil && earlierOutline == nil, laterFile != nil && laterOutline == nil) {
        case (false, false):
            changes = ViewDiffer.changes(earlierOutline, laterOutline, match: match)
        case (true, true):
            let same = bytes(of: earlierFile!, blobs: blobs) == bytes(of: laterFile!, blobs: blobs)
            changes = same ? [] : [ViewChange(.changed, .view, note: "cannot be read in either version")]
        case (true, false):
            changes = [
                ViewChange(
                    .changed, .view,
                    note: "could not be read in \(versions.earlier.label)" + (laterOutline.map { "; now a " + $0.summary } ?? ""))
            ]
        case (false, true):
            changes = [
                ViewChange(
                    .changed, .view,
                    note: "cannot be read in \(versions.later.label)" + (earlierOutline.map { "; was a " + $0.summary } ?? ""))
            ]
        }
        let new = NewDiagnostics.find(
            before: earlierReport?.diagnostics ?? [], after: laterReport?.diagnostics ?? [], beforeOutline: earlierOutline,
            afterOutline: laterOutline, match: match)
        guard !changes.isEmpty || !new.isEmpty || status == .renamed || status == .added || status == .deleted else { return nil }
        let named = (laterFile ?? earlierFile)!.file
        return DefinitionDiff(
            status: status, name: named.name, file: named.displayPath,
            previousFile: status == .renamed ? earlierFile?.file.displayPath : nil, beforeKind: earlierOutline?.kind,
            afterKind: laterOutline?.kind, changes: changes, newDiagnostics: Diagnostic.sortedForOutput(new), before: earlierReport,
            after: laterReport)
    }

    private func outline(of file: VersionedFile, blobs: [String: [UInt8]]) -> ViewOutline? {
        guard let bytes = bytes(of: file, blobs: blobs) else { return nil }
        let loader = PlistLoader(limits: setup.limits)
        guard let document = try? loader.load(bytes, pathExtension: PlistLoader.pathExtension(of: file.file.path)) else { return nil }
        return ViewOutline(document.root)
    }

    private func kind(of report: FileReport) -> String? {
        switch report.definition {
        case .detailView?: "detail view"
        case .listView?: "list view"
        case nil: nil
        }
    }

    /// The diagnostics of an unchanged file that it did not have before: its bytes are the same, so
    /// they are compared where they are.
    private static func newDiagnostics(_ before: [Diagnostic], _ after: [Diagnostic]) -> [Diagnostic] {
        var earlier: [Diagnostic: Int] = [:]
        for diagnostic in before { earlier[withoutFile(diagnostic), default: 0] += 1 }
        return after.filter { diagnostic in
            let key = withoutFile(diagnostic)
            guard let count = earlier[key], count > 0 else { return true }
            earlier[key] = count - 1
            return false
        }
    }

    private static func withoutFile(_ diagnostic: Diagnostic) -> Diagnostic {
        var copy = diagnostic
        copy.location.file = ""
        copy.notes = []
        return copy
    }
}
