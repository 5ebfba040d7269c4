import Foundation

/// What a README code block is, and so how `ReadmeCodeBlockTests` checks it. A block it cannot tell is an
/// error, so that a new block is never left unchecked.
enum ReadmeBlockKind: Equatable {
    /// Compiled against the package's libraries, and run.
    case swift
    /// `sh`/`bash`: each command line is run (or skipped with a reason) and must succeed.
    case shellCommands
    /// `console`: each `$ ` line is run; its output and exit status must be what the lines under it show.
    case transcript
    /// A definition file (the extension it is written with): `cdlgen validate --no-project` accepts it.
    case definition(fileExtension: String)
    /// A project file: the sample's `cdlgen.json` works with it.
    case projectFile
    /// `validate --format json`'s document: what the transcript before it prints in that format.
    case report
    /// `yaml`: GitHub Actions steps; their `run:` commands are run.
    case workflowSteps
    /// `text` starting with `cdlgen `: the commands' synopsis, against `--experimental-dump-help`.
    case usageSynopsis

    static let projectFileKeys: Set<String> = [
        "definitions", "model", "samples", "customRows", "entities", "rules", "strict", "locale", "timeZone",
    ]

    /// The kind of the block, or why it has none.
    static func of(_ block: ReadmeCodeBlock) -> Result<ReadmeBlockKind, ReadmeBlockError> {
        switch block.language {
        case "swift": return .success(.swift)
        case "sh", "bash", "shell": return .success(.shellCommands)
        case "console":
            guard block.lines.first?.hasPrefix("$ ") == true else {
                return .failure(ReadmeBlockError(block, "a console block starts with a `$ ` command line"))
            }
            return .success(.transcript)
        case "yaml", "yml": return .success(.workflowSteps)
        case "text":
            guard block.lines.first?.hasPrefix("cdlgen ") == true else {
                return .failure(ReadmeBlockError(block, "a text block is checked only as cdlgen's synopsis (`cdlgen …` lines)"))
            }
            return .success(.usageSynopsis)
        case "plist", "xml", "openstep": return .success(.definition(fileExtension: "plist"))
        case "json": return json(block)
        default:
            return .failure(
                ReadmeBlockError(
                    block,
                    "no test checks a block marked '\(block.language)': mark it swift, sh, console, json, plist, yaml or text"))
        }
    }

    private static func json(_ block: ReadmeCodeBlock) -> Result<ReadmeBlockKind, ReadmeBlockError> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(block.text.utf8)) else {
            return .failure(ReadmeBlockError(block, "the JSON does not parse"))
        }
        if object is [Any] { return .success(.definition(fileExtension: "json")) }
        guard let dictionary = object as? [String: Any] else { return .failure(ReadmeBlockError(block, "JSON that is not a document")) }
        let keys = Set(dictionary.keys)
        if keys.isSuperset(of: ["version", "diagnostics", "summary"]) { return .success(.report) }
        if keys.contains("entityName") || keys.contains("rowInformation") { return .success(.definition(fileExtension: "json")) }
        if !keys.isEmpty, keys.isSubset(of: projectFileKeys) { return .success(.projectFile) }
        return .failure(ReadmeBlockError(block, "JSON that is neither a definition, a project file nor a report"))
    }
}
