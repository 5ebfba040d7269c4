import Foundation

/// A git repository, read through the `git` command (Foundation's `Process`): the files and blobs of a
/// commit, what changed between two versions, and the working tree's untracked files. Read-only: no
/// command run here writes to the repository (`GIT_OPTIONAL_LOCKS=0` keeps git from refreshing the index).
public struct GitRepository: Sendable {
    /// The working tree's top folder, as a real path: every path git gives is relative to it.
    public let top: String
    /// `-c` options that turn off the clean and smudge filters the repository names (``GitSafety``).
    private let filterOptions: [String]

    /// The repository holding `folder`.
    public init(containing folder: String) throws(GitError) {
        let output = try Self.run(["-C", folder, "rev-parse", "--show-toplevel"], in: nil) { status, error in
            status == 128 ? "not in a git repository: \(folder) (cdlgen diff compares git revisions)" : "git rev-parse failed: \(error)"
        }
        let path = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        guard !path.isEmpty else { throw GitError("git did not say where the repository of \(folder) is") }
        top = path
        let filters = try Self.run(
            ["-C", path, "config", "-z", "--name-only", "--get-regexp", #"^filter\..*\.(clean|smudge|process)$"#], in: nil,
            accepting: [0, 1]
        ) { _, error in "git config failed: \(error)" }
        let keys = Self.records(filters).map { String(decoding: $0, as: UTF8.self) }
        guard let options = GitSafety.filterOptions(keys) else {
            throw GitError("the repository at \(path) names a filter that cdlgen cannot turn off (its name holds '='): not read")
        }
        filterOptions = options
    }

    /// The commit a revision names (a hash, branch, tag, `HEAD~2`), in full; nil when it names none.
    public func commit(_ revision: String) throws(GitError) -> String? {
        guard !revision.hasPrefix("-") else { return nil }
        do {
            let output = try run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]) { _, error in error }
            let hash = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return hash.isEmpty ? nil : hash
        } catch {
            return nil
        }
    }

    /// The files of `commit` below `paths` (from the top; "" is the whole tree), symbolic links and
    /// submodules left out.
    public func files(at commit: String, below paths: [String]) throws(GitError) -> [GitTreeEntry] {
        let output = try run(["--literal-pathspecs", "ls-tree", "-r", "-z", commit, "--"] + pathspecs(paths)) { _, error in
            "git ls-tree \(commit) failed: \(error)"
        }
        var entries: [GitTreeEntry] = []
        for record in Self.records(output) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = record[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8), !fields[0].elementsEqual("120000".utf8) else { continue }
            entries.append(
                GitTreeEntry(path: String(decoding: record[(tab + 1)...], as: UTF8.self), blob: String(decoding: fields[2], as: UTF8.self)))
        }
        return entries
    }

    /// What changed below `paths` from `from` to `to` (nil: the working tree, tracked files only), with
    /// renames found as `git diff -M` finds them.
    public func changes(from: String, to: String?, below paths: [String]) throws(GitError) -> [GitFileChange] {
        let options = ["--name-status", "-z", "-M", "--no-ext-diff", "--no-textconv", "--no-color"]
        let versions = [from] + (to.map { [$0] } ?? [])
        let output = try run(["--literal-pathspecs", "diff"] + options + versions + ["--"] + pathspecs(paths)) { _, error in
            "git diff failed: \(error)"
        }
        var changes: [GitFileChange] = []
        var fields = Self.records(output).map { String(decoding: $0, as: UTF8.self) }[...]
        while let status = fields.popFirst() {
            guard let first = fields.popFirst() else { break }
            switch status.first {
            case "A": changes.append(GitFileChange(status: .added, oldPath: nil, path: first))
            case "D": changes.append(GitFileChange(status: .deleted, oldPath: first, path: nil))
            case "R":
                guard let second = fields.popFirst() else { break }
                changes.append(GitFileChange(status: .renamed, oldPath: first, path: second))
            case "C":
                // A copy leaves its source as it was: the copy is a new file.
                guard let second = fields.popFirst() else { break }
                changes.append(GitFileChange(status: .added, oldPath: nil, path: second))
            case "T", "M": changes.append(GitFileChange(status: .modified, oldPath: first, path: first))
            default: continue  // U (unmerged), X: nothing to compare.
            }
        }
        return changes
    }

    /// The working tree's files below `paths` that git does not track and does not ignore.
    public func untrackedFiles(below paths: [String]) throws(GitError) -> [String] {
        let output = try run(["--literal-pathspecs", "ls-files", "-z", "--others", "--exclude-standard", "--"] + pathspecs(paths)) {
            _, error in
            "git ls-files failed: \(error)"
        }
        return Self.records(output).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The contents of blobs, in one `git cat-file --batch`, by object name.
    public func contents(of blobs: [String]) throws(GitError) -> [String: [UInt8]] {
        let wanted = Array(Set(blobs)).sorted()
        guard !wanted.isEmpty else { return [:] }
        let output = try run(["cat-file", "--batch"], input: Array(wanted.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]) {
            _, error in
            "git cat-file failed: \(error)"
        }
        var contents: [String: [UInt8]] = [:]
        var index = 0
        for blob in wanted {
            // `<object> SP <type> SP <size> LF <contents> LF`, or `<object> SP missing LF`.
            guard let newline = output[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = output[index..<newline].split(separator: UInt8(ascii: " "))
            index = newline + 1
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), index + size <= output.count else {
                continue
            }
            contents[blob] = Array(output[index..<(index + size)])
            index += size + 1
        }
        return contents
    }

    private func pathspecs(_ paths: [String]) -> [String] {
        paths.map { $0.isEmpty ? "." : $0 }
    }

    private func run(_ arguments: [String], input: [UInt8] = [], failure: (Int32, String) -> String) throws(GitError) -> [UInt8] {
        try Self.run(filterOptions + ["-C", top] + arguments, in: nil, input: input, failure: failure)
    }

    /// Runs git with its output and error in files (no pipe to fill and stall on); throws what `failure`
    /// makes of a non-zero status and git's error text.
    private static func run(
        _ arguments: [String], in folder: String?, input: [UInt8] = [], accepting statuses: Set<Int32> = [0],
        failure: (Int32, String) -> String
    ) throws(GitError) -> [UInt8] {
        let scratch = try GitScratch.make()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in"), outURL = scratch.appendingPathComponent("out")
        let errorURL = scratch.appendingPathComponent("error")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + GitSafety.options + arguments
        process.environment = GitSafety.environment(ProcessInfo.processInfo.environment)
        do {
            try Data(input).write(to: inURL)
            for url in [outURL, errorURL] { _ = FileManager.default.createFile(atPath: url.path, contents: nil) }
            process.standardInput = try FileHandle(forReadingFrom: inURL)
            process.standardOutput = try FileHandle(forWritingTo: outURL)
            process.standardError = try FileHandle(forWritingTo: errorURL)
            try process.run()
        } catch {
            throw GitError("git could not be run: \(error.localizedDescription)")
        }
        process.waitUntilExit()
        let errorText = ((try? String(contentsOf: errorURL, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationReason == .exit, statuses.contains(process.terminationStatus) else {
            if process.terminationStatus == 127 { throw GitError("git is not installed (cdlgen diff runs it)") }
            throw GitError(failure(process.terminationStatus, errorText))
        }
        guard let output = try? Data(contentsOf: outURL) else { throw GitError("cannot read git's output") }
        return Array(output)
    }

    /// The NUL-terminated records of a `-z` output.
    private static func records(_ output: [UInt8]) -> [ArraySlice<UInt8>] {
        output.split(separator: 0, omittingEmptySubsequences: true)
    }
}
