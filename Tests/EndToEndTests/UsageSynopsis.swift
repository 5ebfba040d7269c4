import Foundation

/// The README's synopsis of the commands (`cdlgen validate [PATH…] [--format …] …`, continuation lines
/// indented; `LIMITS: …` defines what `[LIMITS]` stands for), read back to compare with the built cdlgen.
struct UsageSynopsis {
    struct Entry {
        var subcommand: String
        /// The word after the subcommand (`swiftui` of `cdlgen export swiftui`): a subcommand of its own when
        /// the subcommand has that one.
        var secondWord: String
        /// Every `--name` and `-x` the entry shows.
        var options: Set<String>
        /// The values listed after an option, as in `--format human|json|sarif|github`.
        var values: [String: Set<String>]
    }

    var entries: [Entry] = []

    init(_ block: ReadmeCodeBlock) {
        var statements: [String] = []
        for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            if line.first?.isWhitespace == true, !statements.isEmpty {
                statements[statements.count - 1] += " " + line.trimmingCharacters(in: .whitespaces)
            } else {
                statements.append(line)
            }
        }
        var groups: [String: String] = [:]
        for statement in statements {
            if let match = statement.firstMatch(of: #/^([A-Z]+):(.*)$/#) { groups["[\(match.1)]"] = String(match.2) }
        }
        for statement in statements where statement.hasPrefix("cdlgen ") {
            let expanded = groups.reduce(statement) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
            let words = expanded.split(whereSeparator: \.isWhitespace).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            }
            var entry = Entry(
                subcommand: words.count > 1 ? words[1] : "", secondWord: words.count > 2 ? words[2] : "", options: [], values: [:])
            for (index, word) in words.enumerated() where word.firstMatch(of: #/^--?[A-Za-z][\w-]*$/#) != nil {
                entry.options.insert(word)
                if index + 1 < words.count, words[index + 1].firstMatch(of: #/^[a-z]+(\|[a-z]+)+$/#) != nil {
                    entry.values[word] = Set(words[index + 1].split(separator: "|").map(String.init))
                }
            }
            entries.append(entry)
        }
    }

    /// What differs from the built cdlgen's command line, one sentence each.
    func differences(from help: CDLGenHelp) -> [String] {
        var differences: [String] = []
        let shown = Set(entries.map(\.subcommand))
        for subcommand in help.root.subcommands where subcommand.name != "help" && !shown.contains(subcommand.name) {
            differences.append("cdlgen \(subcommand.name) is missing")
        }
        for entry in entries {
            guard var command = help.subcommand(entry.subcommand) else {
                differences.append("cdlgen has no subcommand '\(entry.subcommand)'")
                continue
            }
            if !command.subcommands.isEmpty {
                guard let nested = command.subcommands.first(where: { $0.name == entry.secondWord }) else {
                    differences.append("cdlgen \(entry.subcommand) has no subcommand '\(entry.secondWord)'")
                    continue
                }
                command = nested
            }
            let arguments = command.arguments.filter { !$0.names.isEmpty && $0.names.allSatisfy { !["--help", "--version"].contains($0) } }
            let known = Set(arguments.flatMap(\.names))
            for option in entry.options.sorted() where !known.contains(option) {
                differences.append("cdlgen \(entry.subcommand) has no option \(option)")
            }
            for argument in arguments where entry.options.isDisjoint(with: argument.names) {
                differences.append("cdlgen \(entry.subcommand)'s \(argument.names.joined(separator: "/")) is missing")
            }
            for (option, values) in entry.values.sorted(by: { $0.key < $1.key }) {
                guard let argument = arguments.first(where: { $0.names.contains(option) }) else { continue }
                if values != Set(argument.allValues) {
                    let expected = argument.allValues.joined(separator: "|"), shown = values.sorted().joined(separator: "|")
                    differences.append("cdlgen \(entry.subcommand) \(option) takes \(expected), not \(shown)")
                }
            }
        }
        return differences
    }
}
