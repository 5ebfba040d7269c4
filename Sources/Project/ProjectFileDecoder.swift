import Checks
import Definitions
import Diagnostics
import PlistLoader

/// Reads a project file's keys (README, "The project file"), reporting what is wrong with them like definition files do:
/// unknown keys with a did-you-mean, wrong types, values outside their set.
struct ProjectFileDecoder {
    let collector: DiagnosticCollector

    func decode(_ document: PlistDocument) -> ProjectFile {
        var project = ProjectFile(
            path: collector.file, definitions: [], exclude: [], model: nil, samples: nil, entities: [:], customRows: [:], locale: nil,
            timeZone: nil, rules: [:], strict: nil)
        guard case .dictionary = document.root.value else {
            collector.add(
                .invalidType(
                    of: "a project file", expected: "a dictionary", found: document.root.value.kind,
                    at: collector.location(document.root.position)))
            return project
        }
        let tape = PlistTape(document.root)
        let keys = DefinitionDictionary(
            tape: tape, node: tape.root, level: .projectFile, format: document.format, collector: collector)
        keys.checkKeys()
        let value = { (key: ProjectFileKey) in keys[key].map { tape.node(at: $0) } }
        project.definitions = strings(value(.definitions), key: "definitions", expected: "a folder name")
        project.exclude = strings(value(.exclude), key: "exclude", expected: "a glob")
        project.model = keys.string(.model)
        project.samples = keys.string(.samples)
        project.store = keys.string(.store)
        project.locale = keys.string(.locale)
        project.timeZone = keys.string(.timeZone)
        project.strict = keys.bool(.strict)?.value
        project.entities = stringsByKey(value(.entities), key: "entities")
        project.rules = rules(value(.rules))
        project.customRows = customRows(keys[.customRows], in: tape, format: document.format)
        project.sources = strings(value(.sources), key: "sources", expected: "a folder name")
        project.knownClasses = strings(value(.knownClasses), key: "knownClasses", expected: "a class name")
        return project
    }

    /// A string, or an array of strings (`definitions`: folders; `exclude`: globs; a custom row's `keys`).
    private func strings(_ node: PlistNode?, key: String, expected: String) -> [Located<String>] {
        guard let node else { return [] }
        switch node.value {
        case .string(let text) where !text.isEmpty:
            return [Located(text, at: node.position)]
        case .array(let elements):
            return elements.compactMap { element in
                guard case .string(let text) = element.value, !text.isEmpty else {
                    let at = collector.location(element.position)
                    collector.add(.invalidType(of: "each of '\(key)'", expected: expected, found: element.value.kind, at: at))
                    return nil
                }
                return Located(text, at: element.position)
            }
        default:
            let at = collector.location(node.position)
            collector.add(.invalidType(of: "'\(key)'", expected: "\(expected) or an array of them", found: node.value.kind, at: at))
            return []
        }
    }

    private func dictionary(_ node: PlistNode?, key: String) -> PlistDictionary? {
        guard let node, isDictionary(node.value.kind, at: node.position, key: key), case .dictionary(let dictionary) = node.value else {
            return nil
        }
        return dictionary
    }

    private func stringsByKey(_ node: PlistNode?, key: String) -> [String: Located<String>] {
        var result: [String: Located<String>] = [:]
        for entry in dictionary(node, key: key)?.entries ?? [] {
            guard case .string(let value) = entry.value.value, !value.isEmpty else {
                collector.add(
                    .invalidType(
                        of: "'\(key).\(entry.key)'", expected: "a name", found: entry.value.value.kind,
                        at: collector.location(entry.value.position)))
                continue
            }
            result[entry.key] = Located(value, at: entry.value.position)
        }
        return result
    }

    private func rules(_ node: PlistNode?) -> [DiagnosticCode: RuleSetting] {
        var result: [DiagnosticCode: RuleSetting] = [:]
        let codes = RuleRegistry.all.map(\.code.rawValue)
        for (key, value) in stringsByKey(node, key: "rules") {
            guard codes.contains(key) else {
                let suggestion = DidYouMean.suggestion(for: key, among: codes)
                collector.add(.unknownKey(key, in: "'rules'", suggestion: suggestion, at: collector.location(positionOfKey(key, in: node))))
                continue
            }
            guard let setting = RuleSetting(rawValue: value.value) else {
                let suggestion = DidYouMean.suggestion(for: value.value, among: RuleSetting.allCases.map(\.rawValue))
                collector.add(.invalidRuleSetting(value.value, suggestion: suggestion, at: collector.location(value.position)))
                continue
            }
            result[DiagnosticCode(key)] = setting
        }
        return result
    }

    private func customRows(_ node: PlistTape.Index?, in tape: PlistTape, format: PlistFormat) -> [String: CustomRowPreview] {
        var result: [String: CustomRowPreview] = [:]
        guard let node, isDictionary(tape.kind(at: node), at: tape.position(at: node), key: "customRows") else { return result }
        for entry in tape.entries(of: node) {
            let name = tape.string(at: entry.key)
            guard isDictionary(tape.kind(at: entry.value), at: tape.position(at: entry.value), key: "customRows.\(name)") else { continue }
            let keys = DefinitionDictionary(
                tape: tape, node: entry.value, level: .customRow, format: format, collector: collector)
            keys.checkKeys()
            var style = CustomRowPreview.Style.default
            if let styleName = keys.string(.style) {
                if let known = CustomRowPreview.Style(rawValue: styleName.value) {
                    style = known
                } else {
                    let names = CustomRowPreview.Style.allCases.map(\.rawValue)
                    let suggestion = DidYouMean.suggestion(for: styleName.value, among: names)
                    collector.add(
                        .invalidCustomRowStyle(styleName.value, suggestion: suggestion, at: collector.location(styleName.position)))
                }
            }
            let declared = keys[.keys].map { strings(tape.node(at: $0), key: "customRows.\(name).keys", expected: "a key name") } ?? []
            result[name] = CustomRowPreview(title: keys.string(.title)?.value, style: style, keys: Set(declared.map(\.value)))
        }
        return result
    }

    /// Whether a value of `kind` is a dictionary, as `key` must be; an `invalid-type` at `position` if not.
    private func isDictionary(_ kind: PlistKind, at position: SourcePosition, key: String) -> Bool {
        guard kind == .dictionary else {
            collector.add(.invalidType(of: "'\(key)'", expected: "a dictionary", found: kind, at: collector.location(position)))
            return false
        }
        return true
    }

    private func positionOfKey(_ key: String, in node: PlistNode?) -> SourcePosition {
        guard case .dictionary(let dictionary)? = node?.value else { return .start }
        return dictionary.entry(forKey: key)?.keyPosition ?? .start
    }
}
