import CDLGenTestSupport
import Foundation
import Testing

/// Every fenced code block of README.md is compiled or run (issue 26: its library example did not compile).
/// Swift blocks are built against the package's library products and run; `sh` and `console` commands run
/// with the built cdlgen in a copy of the sample app, a transcript's output and exit status as shown;
/// definitions and project files are validated, `--format json`'s document is compared with what cdlgen
/// prints; the workflow steps run; the synopsis is checked option by option. Commands that are not run
/// are listed with a reason in `ReadmeSkippedCommands` and printed; a block of no kind the test knows fails.
@Suite struct ReadmeCodeBlockTests {
    static func blocks(_ isIncluded: (ReadmeBlockKind) -> Bool) -> [ReadmeCodeBlock] {
        ReadmeCodeBlock.all.filter { block in (try? ReadmeBlockKind.of(block).get()).map(isIncluded) ?? false }
    }

    static func kind(_ block: ReadmeCodeBlock) throws -> ReadmeBlockKind { try ReadmeBlockKind.of(block).get() }

    @Test func everyBlockIsOneTheTestChecks() {
        #expect(!ReadmeCodeBlock.all.isEmpty, "no code block read from \(ReadmeCodeBlock.readme.path)")
        for block in ReadmeCodeBlock.all {
            if case .failure(let error) = ReadmeBlockKind.of(block) { Issue.record(Comment(rawValue: error.description)) }
        }
    }

    // MARK: Swift

    @Test func swiftBlocksCompileAndRun() throws {
        let blocks = Self.blocks { $0 == .swift }
        try #require(!blocks.isEmpty)
        let package = ReadmeSwiftPackage(blocks: blocks)
        try NestedPackage.withPackage {
            let build = try package.build()
            try #require(build.status == 0, "swift build of the README's Swift blocks:\n\(build.stdout)\(build.stderr)")
            for (index, block) in blocks.enumerated() {
                let run = try package.run(index)
                #expect(run.status == 0, "README.md:\(block.line): the example exits \(run.status)\n\(run.stdout)\(run.stderr)")
            }
        }
    }

    // MARK: Commands

    static let commandBlocks = blocks { $0 == .shellCommands || $0 == .transcript }

    @Test(arguments: commandBlocks)
    func commandsDoWhatTheReadmeSays(_ block: ReadmeCodeBlock) throws {
        let sandbox = try ReadmeSandbox()
        let commands =
            try Self.kind(block) == .transcript ? ReadmeCommand.commands(inTranscript: block) : ReadmeCommand.commands(inScript: block)
        #expect(!commands.isEmpty)
        for command in commands { try check(command, in: sandbox) }
    }

    /// Runs one command in the sandbox, or says why it is not run.
    func check(_ command: ReadmeCommand, in sandbox: ReadmeSandbox) throws {
        let place = "README.md:\(command.line): \(command.text)"
        if let reason = ReadmeSkippedCommands.reason(for: command.text) {
            print("\(place)\n    skipped: \(reason)")
            return
        }
        guard command.program == "cdlgen" || ReadmeSkippedCommands.helpers.contains(command.program) else {
            Issue.record("\(place): neither run by the test nor skipped with a reason in ReadmeSkippedCommands")
            return
        }
        if command.program != "cdlgen", ExternalTool.path(of: command.program) == nil {
            if ExternalTool.isCI { Issue.record("\(place): \(command.program) is not installed") }
            print("\(place)\n    skipped: \(command.program) is not installed")
            return
        }
        for misspelling in TranscriptMisspelling.all(in: command.expectedOutput ?? []) {
            if let problem = try misspelling.apply(in: sandbox) { Issue.record("\(place): \(problem)") }
        }
        let result = try sandbox.run(command.runnable)
        #expect(
            result.status == command.expectedStatus,
            "\(place): exits \(result.status) where the README implies \(command.expectedStatus)\n\(result.stdout)")
        if let expected = command.expectedOutput {
            #expect(
                TranscriptMatcher.matches(expected: expected, actual: result.stdout),
                "\(place): prints\n\(result.stdout)\nwhere the README shows\n\(expected.joined(separator: "\n"))")
        }
    }

    // MARK: Property lists

    static let propertyListBlocks = blocks {
        switch $0 {
        case .definition, .projectFile, .report: true
        default: false
        }
    }

    @Test(arguments: propertyListBlocks)
    func propertyListsAreWhatTheReadmeSays(_ block: ReadmeCodeBlock) throws {
        let sandbox = try ReadmeSandbox()
        let place = "README.md:\(block.line)"
        switch try Self.kind(block) {
        case .definition(let fileExtension):
            let name = "README-\(block.line).\(fileExtension)"
            try Data(block.text.utf8).write(to: sandbox.file(name))
            let result = try sandbox.run("cdlgen validate --no-project \(name)")
            #expect(result.status == 0, "\(place): the definition does not validate\n\(result.stdout)")
        case .projectFile:
            // Put in the sample app's place, it must serve as its project file.
            try Data(block.text.utf8).write(to: sandbox.file("Definitions/cdlgen.json"))
            let result = try sandbox.run("cdlgen validate Definitions")
            #expect(result.status == 0, "\(place): the sample app does not validate with this project file\n\(result.stdout)")
        case .report:
            try checkReport(block, in: sandbox)
        default:
            Issue.record("\(place): not a property list")
        }
        // "`Definitions/cdlgen.json`:" before a block says that it is that file.
        if let match = block.introduction.firstMatch(of: #/`([^`]+)`:\s*$/#) {
            let file = CDLGenProcess.packageRoot.appendingPathComponent(String(match.1))
            let original = try #require(try? Data(contentsOf: file), "\(place): \(match.1) is not in the repository")
            #expect(try Self.canonical(original) == Self.canonical(Data(block.text.utf8)), "\(place): the block is not \(match.1)")
        }
    }

    /// The document `--format json` prints for the transcript before the block, in the same state.
    func checkReport(_ block: ReadmeCodeBlock, in sandbox: ReadmeSandbox) throws {
        let place = "README.md:\(block.line)"
        let transcript = try #require(
            ReadmeCodeBlock.all.last { $0.line < block.line && (try? Self.kind($0)) == .transcript },
            "\(place): a report follows the transcript whose run it shows")
        let command = try #require(
            ReadmeCommand.commands(inTranscript: transcript).last { $0.runnable.hasPrefix("cdlgen validate") },
            "\(place): the transcript before it runs no cdlgen validate")
        for misspelling in TranscriptMisspelling.all(in: command.expectedOutput ?? []) {
            if let problem = try misspelling.apply(in: sandbox) { Issue.record("\(place): \(problem)") }
        }
        let result = try sandbox.run(command.runnable + " --format json")
        #expect(result.status == command.expectedStatus)
        #expect(
            try Self.canonical(Data(result.stdout.utf8)) == Self.canonical(Data(block.text.utf8)),
            "\(place): `\(command.runnable) --format json` prints\n\(result.stdout)")
    }

    /// JSON with its keys sorted, so that two documents compare by what they say.
    static func canonical(_ data: Data) throws -> Data {
        try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: data), options: [.sortedKeys])
    }

    // MARK: Workflow steps

    @Test(.requires(.python(["yaml"]))) func workflowStepsRun() throws {
        let blocks = Self.blocks { $0 == .workflowSteps }
        guard !blocks.isEmpty else { return }
        let python = try RequiredTool.python(["yaml"]).url()
        for block in blocks {
            let place = "README.md:\(block.line)"
            let sandbox = try ReadmeSandbox()
            try Data(block.text.utf8).write(to: sandbox.file("steps.yml"))
            let toJSON = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), sys.stdout)"
            let parse = try CDLGenProcess.run(executable: python, ["-c", toJSON, "steps.yml"], in: sandbox.url, environment: [:])
            let steps = try #require(
                try JSONSerialization.jsonObject(with: Data(parse.stdout.utf8)) as? [[String: Any]],
                "\(place): not a YAML list of steps\n\(parse.stderr)")
            for step in steps {
                if let script = step["run"] as? String {
                    for line in script.split(separator: "\n").map(String.init) {
                        let index = block.lines.firstIndex { $0.contains(line) } ?? 0
                        try check(ReadmeCommand(text: line, line: block.line + 1 + index), in: sandbox)
                    }
                } else if let action = step["uses"] as? String {
                    let reason = try #require(ReadmeSkippedCommands.reason(for: "uses: " + action), "\(place): \(action) is not run")
                    print("\(place): uses: \(action)\n    skipped: \(reason)")
                    if let file = (step["with"] as? [String: Any])?["sarif_file"] as? String {
                        #expect(FileManager.default.fileExists(atPath: sandbox.file(file).path), "\(place): no step writes \(file)")
                    }
                } else {
                    Issue.record("\(place): a step with neither run nor uses")
                }
            }
        }
    }

    // MARK: Synopsis

    @Test func synopsisIsTheCommandLine() throws {
        let blocks = Self.blocks { $0 == .usageSynopsis }
        try #require(!blocks.isEmpty)
        let help = try CDLGenHelp()
        for block in blocks {
            for difference in UsageSynopsis(block).differences(from: help) { Issue.record("README.md:\(block.line): \(difference)") }
        }
    }

    // MARK: Skips

    @Test func everyListedSkipIsStillInTheReadme() {
        let lines = ReadmeCodeBlock.all.flatMap { block in
            block.lines.map { line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.hasPrefix("$ ") || text.hasPrefix("- ") ? String(text.dropFirst(2)) : text
            }
        }
        for entry in ReadmeSkippedCommands.listed where !lines.contains(where: { $0.hasPrefix(entry.prefix) }) {
            Issue.record("ReadmeSkippedCommands lists '\(entry.prefix)', which the README no longer has")
        }
    }
}
