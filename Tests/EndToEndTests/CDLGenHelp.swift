import Foundation

/// What the built `cdlgen` says about its command line (`--experimental-dump-help`, swift-argument-parser's
/// own description, which the completion scripts and the man page are made from).
struct CDLGenHelp {
    struct Argument {
        var names: [String]
        var abstract: String
        var allValues: [String]
    }

    struct Command {
        var name: String
        var abstract: String
        var arguments: [Argument]
        var subcommands: [Command]
    }

    let root: Command

    init() throws {
        let result = try CDLGenProcess.run(["--experimental-dump-help"])
        guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
            let command = object["command"] as? [String: Any]
        else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSDebugDescriptionErrorKey: "cdlgen --experimental-dump-help: \(result.stderr)"])
        }
        root = Self.command(command)
    }

    func subcommand(_ name: String) -> Command? {
        root.subcommands.first { $0.name == name }
    }

    /// The values an option of a subcommand takes (`validate --format` → human, json, …).
    func values(of option: String, in subcommand: String) -> [String] {
        self.subcommand(subcommand)?.arguments.first { $0.names.contains(option) }?.allValues ?? []
    }

    private static func command(_ object: [String: Any]) -> Command {
        let arguments = (object["arguments"] as? [[String: Any]] ?? []).filter { $0["shouldDisplay"] as? Bool != false }.map { argument in
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard let text = name["name"] as? String else { return nil }
                return (name["kind"] as? String == "long" ? "--" : "-") + text
            }
            return Argument(
                names: names, abstract: argument["abstract"] as? String ?? "", allValues: argument["allValues"] as? [String] ?? [])
        }
        return Command(
            name: object["commandName"] as? String ?? "", abstract: object["abstract"] as? String ?? "", arguments: arguments,
            subcommands: (object["subcommands"] as? [[String: Any]] ?? []).map(command))
    }
}
