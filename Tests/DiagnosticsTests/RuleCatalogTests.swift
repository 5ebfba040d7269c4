import CDLGenTestSupport
import Diagnostics
import Foundation
import Testing

/// What no example exercises: each description names functions that exist, and lives in a catalog file
/// named after it, so that neither rots when code moves. The registry is listed from those files at each
/// build (the GenerateRuleRegistry plugin): a file whose description it misses fails here.
@Suite struct RuleCatalogTests {
    /// One Swift file of Sources: the types it declares or extends, the functions, properties and
    /// initializers it declares, and its text.
    struct SourceFile: Sendable {
        var types: Set<String> = []
        var members: Set<String> = []
        var text: String
    }

    /// Every Swift file under Sources, read and indexed once (by identifiers, on bytes: a search of the
    /// whole text for each checker took seconds).
    static let sources: [SourceFile] = {
        let folder = packageRoot.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.compactMap {
            (try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)).map(index)
        }
    }()

    static func index(_ text: String) -> SourceFile {
        var file = SourceFile(text: text)
        var previous = ""
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            guard isIdentifierByte(bytes[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < bytes.count && isIdentifierByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[start..<end], as: UTF8.self)
            if ["struct", "class", "enum", "actor", "extension"].contains(previous) { file.types.insert(word) }
            if ["func", "var", "let"].contains(previous) || word == "init" { file.members.insert(word) }
            previous = word
            start = end
        }
        return file
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    @Test func everyCodeNamesACheckerThatIsDeclared() {
        #expect(Self.sources.count > 100, "Sources was not found from \(packageRoot.path)")
        for rule in RuleRegistry.explainable {
            #expect(!rule.checkedBy.isEmpty, "\(rule.code) names no checker")
            for checker in rule.checkedBy {
                #expect(Self.declares(checker), "\(rule.code) is checked by '\(checker)', which no file of Sources declares")
            }
        }
    }

    @Test func eachCatalogFileHoldsTheDescriptionItIsNamedAfter() throws {
        let folder = packageRoot.appendingPathComponent("Sources/Diagnostics/Rules/Catalog")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let expected =
            RuleRegistry.all.map { Self.typeName(of: $0.code) + "Rule.swift" }
            + RuleRegistry.otherCodes.map { Self.typeName(of: $0.code) + "Code.swift" }
        let unlisted = Set(files).subtracting(expected).sorted()
        #expect(
            unlisted.isEmpty,
            "not in RuleRegistry: \(unlisted) (the plugin lists a file's `static let NAME = RuleDescription(` at the start of a line)")
        #expect(files == expected.sorted())
        for rule in RuleRegistry.explainable {
            let name = Self.typeName(of: rule.code)
            let file = name + (RuleRegistry.rule(for: rule.code) == nil ? "Code.swift" : "Rule.swift")
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let property = name.prefix(1).lowercased() + name.dropFirst()
            #expect(text.contains("static let \(property) = RuleDescription("), "\(file) does not hold \(property)")
            #expect(text.components(separatedBy: "RuleDescription(").count == 2, "\(file) holds more than one description")
        }
    }

    /// A rule in one place (issue 39): its file declares its code too, and its `readmeOrder` is its own,
    /// so the listed registry keeps README's order.
    @Test func eachCatalogFileDeclaresItsCodeAndItsOwnPlace() throws {
        let folder = packageRoot.appendingPathComponent("Sources/Diagnostics/Rules/Catalog")
        for rule in RuleRegistry.explainable {
            let name = Self.typeName(of: rule.code)
            let file = name + (RuleRegistry.rule(for: rule.code) == nil ? "Code.swift" : "Rule.swift")
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let property = name.prefix(1).lowercased() + name.dropFirst()
            #expect(text.contains("public static let \(property) = Self(\"\(rule.code.rawValue)\")"), "\(file) does not declare its code")
        }
        let places = RuleRegistry.explainable.map(\.readmeOrder)
        #expect(Set(places).count == places.count, "two descriptions share a readmeOrder")
        #expect(places == places.sorted(), "the rules come after a code that is not a rule")
    }

    /// `unknown-row-type` → `UnknownRowType`.
    static func typeName(of code: DiagnosticCode) -> String {
        code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether one file of Sources declares (or extends) the type of `checker` (`Type.member`) and, in it,
    /// the member: a function, a property, or an initializer with the argument labels written
    /// (`FileReport.init(loadError:)`).
    static func declares(_ checker: String) -> Bool {
        let parts = checker.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return false }
        var member = parts[1]
        var labels: [String] = []
        if let open = member.firstIndex(of: "(") {
            labels = member[member.index(after: open)...].dropLast().split(separator: ":").map(String.init)
            member = String(member[..<open])
        }
        return sources.contains { file in
            file.types.contains(parts[0]) && file.members.contains(member)
                && labels.allSatisfy { file.text.contains("\($0):") || file.text.contains("\($0) ") }
        }
    }
}
