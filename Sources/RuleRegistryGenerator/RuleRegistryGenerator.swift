import Foundation

/// Writes the list of the rule catalog's descriptions, so that a rule is added in one file: the
/// `GenerateRuleRegistry` plugin runs it at each build of Diagnostics with the files of `Rules/Catalog`.
/// Arguments: the file to write, then the catalog's files. A `…Rule.swift` file holds rules, a `…Code.swift`
/// file a code that is not a rule; `RuleRegistry` puts each list in README's order (`readmeOrder`).
@main
enum RuleRegistryGenerator {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: RuleRegistryGenerator OUTPUT CATALOG-FILE...\n".utf8))
            exit(2)
        }
        let files = arguments.dropFirst().sorted { ($0 as NSString).lastPathComponent < ($1 as NSString).lastPathComponent }
        var rules: [String] = []
        var otherCodes: [String] = []
        for file in files {
            let names = descriptionNames(in: try String(contentsOfFile: file, encoding: .utf8))
            if file.hasSuffix("Rule.swift") {
                rules += names
            } else if file.hasSuffix("Code.swift") {
                otherCodes += names
            }
        }
        let text = """
            // Written at each build by RuleRegistryGenerator from the files of Rules/Catalog; not in the repository.
            extension RuleRegistry {
                static let catalogRules: [RuleDescription] = [\(list(rules))]
                static let catalogOtherCodes: [RuleDescription] = [\(list(otherCodes))]
            }

            """
        // Written only when it changes, so that the module is not compiled again for nothing.
        if (try? String(contentsOfFile: output, encoding: .utf8)) != text {
            try text.write(toFile: output, atomically: true, encoding: .utf8)
        }
    }

    /// The names of `static let NAME = RuleDescription(` declarations, at the start of a line.
    static func descriptionNames(in source: String) -> [String] {
        source.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 5, words[0] == "static", words[1] == "let", words[3] == "=", words[4].hasPrefix("RuleDescription(")
            else { return nil }
            return String(words[2])
        }
    }

    static func list(_ names: [String]) -> String {
        names.map { "\n        .\($0)," }.joined() + (names.isEmpty ? "" : "\n    ")
    }
}
