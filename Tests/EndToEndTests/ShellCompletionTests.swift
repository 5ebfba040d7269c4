import CDLGenTestSupport
import Foundation
import Testing

/// `cdlgen --generate-completion-script bash|zsh|fish` (swift-argument-parser's): each script is valid in
/// its shell, and bash's and fish's complete the subcommands, a subcommand's options and an option's
/// values as `--experimental-dump-help` describes them. zsh and fish are checked where they are installed
/// (`.ci/run` installs zsh).
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

        // Calls the completion function as bash does on Tab: words so far, the current one, the one before.
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
        let queries = queries
        let result = try CDLGenProcess.run(executable: bash, [driver, script] + queries.lines, in: folder.url, environment: [:])
        try #require(result.status == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            Set($0.split(separator: " ").map(String.init))
        }
        try #require(offered.count >= queries.lines.count)
        #expect(offered[0].isSuperset(of: ["validate", "render", "preview", "init", "explain"]))
        for (index, line) in queries.lines.enumerated() {
            #expect(!queries.expected[index].isEmpty)
            #expect(offered[index].isSuperset(of: queries.expected[index]), "'\(line)' offers \(offered[index].sorted())")
        }
        // A value list offers the values and nothing else.
        #expect(offered[2] == Set(queries.expected[2]))
    }

    @Test func fishCompletesSubcommandsOptionsAndValues() throws {
        guard let fish = Self.shell("fish") else { return }
        let script = try script(for: "fish")
        #expect(try CDLGenProcess.run(executable: fish, ["--no-execute", script], in: folder.url, environment: [:]).status == 0)
        let queries = queries
        let commands = ["source \(script)"] + queries.lines.map { "complete -C '\($0)' | cut -f1 | sort -u | string join ' '" }
        let result = try CDLGenProcess.run(
            executable: fish, ["-c", commands.joined(separator: "; ")], in: folder.url, environment: ["HOME": folder.path])
        try #require(result.status == 0, "\(result.stderr)")
        let offered = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map {
            Set($0.split(separator: " ").map(String.init))
        }
        try #require(offered.count >= queries.lines.count)
        for (index, line) in queries.lines.enumerated() {
            #expect(offered[index].isSuperset(of: queries.expected[index]), "'\(line)' offers \(offered[index].sorted())")
        }
    }

    @Test func zshScriptIsValid() throws {
        guard let zsh = Self.shell("zsh") else {
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("zsh is not installed; .ci/run installs it") }
            return
        }
        let script = try script(for: "zsh")
        let result = try CDLGenProcess.run(executable: zsh, ["-n", script], in: folder.url, environment: [:])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.hasPrefix("#compdef cdlgen"))
        for subcommand in help.root.subcommands {
            #expect(text.contains("'\(subcommand.name):"), "the zsh script does not offer \(subcommand.name)")
        }
    }
}
