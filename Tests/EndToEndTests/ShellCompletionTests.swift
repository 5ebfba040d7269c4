import CDLGenTestSupport
import Foundation
import Testing

/// `cdlgen --generate-completion-script bash|zsh|fish` (swift-argument-parser's): each script is valid in
/// its shell, and bash's and fish's complete the subcommands, a subcommand's options and an option's
/// values as `--experimental-dump-help` describes them; all three complete the paths that arguments and
/// options take (issue 26: bash completed none), loaded from where the README installs them. zsh, fish and
/// bash-completion are checked where they are installed (`.ci/run` installs them).
@Suite struct ShellCompletionTests {
    let folder: TemporaryFolder
    let help: CDLGenHelp

    init() throws {
        folder = try TemporaryFolder()
        help = try CDLGenHelp()
    }

    func script(for shell: String) throws -> String {
        let result = try CDLGenProcess.run(["--generate-completion-script", shell])
        try #require(result.status == 0, "\(result.stderr)")
        return try folder.write("cdlgen.\(shell)", result.stdout)
    }

    static func shell(_ name: String) -> URL? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { URL(fileURLWithPath: $0 + name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// What the completions offer for each line, in the order the lines are given.
    struct Queries {
        var lines: [String]
        var expected: [[String]]
    }

    var queries: Queries {
        let subcommands = help.root.subcommands.map(\.name)
        let validateOptions = help.subcommand("validate")?.arguments.flatMap(\.names).filter { $0.hasPrefix("--") } ?? []
        return Queries(
            lines: ["cdlgen ", "cdlgen validate --", "cdlgen validate --format ", "cdlgen render --format ", "cdlgen render --mode "],
            expected: [
                subcommands, validateOptions, help.values(of: "--format", in: "validate"), help.values(of: "--format", in: "render"),
                help.values(of: "--mode", in: "render"),
            ])
    }

    @Test func bashCompletesSubcommandsOptionsAndValues() throws {
        let script = try script(for: "bash")
        let bash = try #require(Self.shell("bash"))
        #expect(try CDLGenProcess.run(executable: bash, ["-n", script], in: folder.url, environment: [:]).status == 0)

        let queries = queries
        let offered = try bashCompletions(queries.lines, script: script, shell: bash, in: folder.url)
        #expect(offered[0].isSuperset(of: ["validate", "render", "preview", "init", "explain"]))
        for (index, line) in queries.lines.enumerated() {
            #expect(!queries.expected[index].isEmpty)
            #expect(offered[index].isSuperset(of: queries.expected[index]), "'\(line)' offers \(offered[index].sorted())")
        }
        // A value list offers the values and nothing else.
        #expect(offered[2] == Set(queries.expected[2]))
    }

    @Test(.requires(.fish)) func fishCompletesSubcommandsOptionsAndValues() throws {
        let fish = try RequiredTool.fish.url()
        let queries = queries
        let offered = try fishCompletions(queries.lines, shell: fish, in: folder.url)
        for (index, line) in queries.lines.enumerated() {
            #expect(offered[index].isSuperset(of: queries.expected[index]), "'\(line)' offers \(offered[index].sorted())")
        }
    }

    @Test(.requires(.zsh)) func zshScriptIsValid() throws {
        let zsh = try RequiredTool.zsh.url()
        let script = try script(for: "zsh")
        let result = try CDLGenProcess.run(executable: zsh, ["-n", script], in: folder.url, environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.hasPrefix("#compdef cdlgen"))
        for subcommand in help.root.subcommands {
            #expect(text.contains("'\(subcommand.name):"), "the zsh script does not offer \(subcommand.name)")
        }
    }

    // MARK: Paths

    @Test func bashCompletesPaths() throws {
        let script = try script(for: "bash")
        let bash = try #require(Self.shell("bash"))
        #expect(try String(contentsOfFile: script, encoding: .utf8).contains("complete -o filenames -F _cdlgen cdlgen"))
        let project = try PathCompletionProject(in: folder)
        let cases = PathCompletionProject.cases + [PathCompletionProject.definitionsOnly]
        let offered = try bashCompletions(cases.map(\.line), script: script, shell: bash, in: project.url)
        for (index, query) in cases.enumerated() {
            #expect(offered[index] == query.completions, "'\(query.line)' offers \(offered[index].sorted())")
        }
    }

    /// bash-completion loads the script from where the README has a user put it the first time Tab is pressed
    /// after `cdlgen`: its loader is the function it registers for every command (`complete -D`).
    @Test(.requires(.bashCompletion)) func bashCompletionLoadsTheScriptFromTheUsersFolder() throws {
        let bashCompletion = try RequiredTool.bashCompletion.path()
        let bash = try #require(Self.shell("bash"))
        let generated = try CDLGenProcess.run(["--generate-completion-script", "bash"])
        try #require(generated.status == 0, "\(generated.stderr)")
        try folder.write("bash-home/.local/share/bash-completion/completions/cdlgen", generated.stdout)
        let check = """
            source \(bashCompletion)
            loader=$(complete -p -D | sed -E 's/.* -F ([^ ]+) .*/\\1/')
            "$loader" cdlgen "" cdlgen
            complete -p cdlgen
            """
        // Empty variables fall back to ~/.local/share, as on a machine that sets neither.
        let result = try CDLGenProcess.run(
            executable: bash, ["-c", check], in: folder.url,
            environment: ["HOME": folder.url.appendingPathComponent("bash-home").path, "XDG_DATA_HOME": "", "BASH_COMPLETION_USER_DIR": ""])
        #expect(result.stdout == "complete -o filenames -F _cdlgen cdlgen\n", "\(result.stdout)\(result.stderr)")
    }

    @Test(.requires(.zsh)) func zshCompletesPaths() throws {
        let zsh = try RequiredTool.zsh.url()
        // Where the README has a user put it: a folder on $fpath, as ~/.zfunc/_cdlgen.
        let functions = folder.url.appendingPathComponent("zfunc")
        let result = try CDLGenProcess.run(["--generate-completion-script", "zsh"])
        try #require(result.status == 0, "\(result.stderr)")
        try folder.write("zfunc/_cdlgen", result.stdout)
        let project = try PathCompletionProject(in: folder)
        let cases = PathCompletionProject.cases
        let lines = try ZshLineCompleter(zsh: zsh, functions: functions).complete(cases.map(\.line), in: project.url, scratch: folder)
        try #require(lines.count == cases.count, "zsh completed \(lines)")
        for (index, query) in cases.enumerated() {
            let word = try #require(query.completions.first)
            let lastSpace = try #require(query.line.lastIndex(of: " "))
            // One match: Tab puts it in whole, with a slash after a folder and a space after a file.
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: project.url.appendingPathComponent(word).path, isDirectory: &isFolder)
            let expected = query.line[...lastSpace] + word + (isFolder.boolValue ? "/" : " ")
            #expect(lines[index] == expected, "'\(query.line)' became '\(lines[index])'")
        }
    }

    @Test(.requires(.fish)) func fishCompletesPaths() throws {
        let fish = try RequiredTool.fish.url()
        let project = try PathCompletionProject(in: folder)
        let cases = PathCompletionProject.cases + [PathCompletionProject.definitionsOnly]
        let offered = try fishCompletions(cases.map(\.line), shell: fish, in: project.url)
        for (index, query) in cases.enumerated() {
            #expect(offered[index] == query.completions, "'\(query.line)' offers \(offered[index].sorted())")
        }
    }

    // MARK: Drivers

    /// Calls the completion function as bash does on Tab (words so far, the current one, the one before)
    /// and returns what it offers for each line; a folder is offered by name, `-o filenames` adds the slash.
    func bashCompletions(_ lines: [String], script: String, shell bash: URL, in directory: URL) throws -> [Set<String>] {
        let driver = try folder.write(
            "complete.bash",
            """
            source "$1"; shift
            for line in "$@"; do
                read -ra COMP_WORDS <<< "$line"
                [[ "$line" == *" " ]] && COMP_WORDS+=("")
                COMP_LINE="$line"; COMP_POINT=${#line}; COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=()
                _cdlgen cdlgen "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
                printf '%s\\n' "${COMPREPLY[@]}" | sort -u | tr '\\n' ' '; echo
            done
            """)
        let result = try CDLGenProcess.run(executable: bash, [driver, script] + lines, in: directory, environment: [:])
        try #require(result.status == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            Set($0.split(separator: " ").map(String.init))
        }
        try #require(offered.count >= lines.count)
        return Array(offered.prefix(lines.count))
    }

    /// Asks fish what it offers for each line (`complete -C`), with the script where the README has a user put
    /// it, `~/.config/fish/completions/cdlgen.fish`, so that fish loads it by itself (which it does only for a
    /// command on PATH); folders lose their slash.
    func fishCompletions(_ lines: [String], shell fish: URL, in directory: URL) throws -> [Set<String>] {
        let generated = try CDLGenProcess.run(["--generate-completion-script", "fish"])
        try #require(generated.status == 0, "\(generated.stderr)")
        let script = try folder.write("fish-home/.config/fish/completions/cdlgen.fish", generated.stdout)
        #expect(try CDLGenProcess.run(executable: fish, ["--no-execute", script], in: folder.url, environment: [:]).status == 0)
        let home = folder.url.appendingPathComponent("fish-home")
        let bin = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("cdlgen"), withDestinationURL: CDLGenProcess.binary)
        let commands = lines.map { "echo (complete -C '\($0)' | cut -f1 | sort -u)" }
        let result = try CDLGenProcess.run(
            executable: fish, ["-c", commands.joined(separator: "; ")], in: directory,
            environment: [
                "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ])
        try #require(result.status == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            Set($0.split(separator: " ").map { $0.hasSuffix("/") ? String($0.dropLast()) : String($0) })
        }
        try #require(offered.count >= lines.count)
        return Array(offered.prefix(lines.count))
    }
}
