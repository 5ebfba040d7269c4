import CDLGenTestSupport
import Foundation
import Testing

/// The declarations-only SwiftUI, CoreData and Combine that exported SwiftUI code is type-checked against on Linux
/// (`Scripts/typecheck-swiftui`, docs/SWIFTUI-STUBS.md) are strict: every right variant of the guard corpus
/// (Tests/SwiftUIStubs/GuardCorpus) type-checks without a warning, and every wrong variant fails with its expected error on
/// the line it marks. A stub loosened so that a mistake passes makes `everyWrongVariantFailsForItsStatedReason` fail,
/// naming the variant that passed.
@Suite(.requires(.python3)) struct SwiftUIStubGuardTests {
    static let script = CDLGenProcess.packageRoot.appendingPathComponent("Scripts/typecheck-swiftui")
    static let stubs = CDLGenProcess.packageRoot.appendingPathComponent("Tests/SwiftUIStubs")
    static let corpus = stubs.appendingPathComponent("GuardCorpus")

    /// `typecheck-swiftui --json`'s output.
    struct Checks: Decodable {
        struct Check: Decodable {
            var files: [String]
            var status: Int
            var output: String
        }

        var checks: [Check]
    }

    /// One diagnostic of swiftc's output: `FILE:LINE:COLUMN: error: MESSAGE` (warnings are errors here).
    struct Diagnostic {
        var file: String
        var line: Int
        var severity: String
        var message: String

        static func all(in output: String) -> [Diagnostic] {
            output.split(separator: "\n").compactMap { line in
                guard let match = line.wholeMatch(of: #/(.+\.swift):(\d+):\d+: (error|warning): (.*)/#) else { return nil }
                return Diagnostic(
                    file: String(match.1), line: Int(match.2) ?? 0, severity: String(match.3), message: String(match.4))
            }
        }
    }

    /// A wrong variant: its header (`// expected-error: …`, `// variant-of: …`), the line marked `// MISTAKE` and the
    /// lines marked `// CONSEQUENCE` (where an error that follows from the mistake is reported).
    struct WrongVariant {
        var url: URL
        var expectedError: String
        var rightVariant: String
        var mistakeLines: [Int]
        var consequenceLines: [Int]

        init(_ url: URL) throws {
            self.url = url
            let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            func header(_ key: String) -> String {
                lines.first { $0.hasPrefix("// \(key): ") }.map { String($0.dropFirst(key.count + 5)) } ?? ""
            }
            expectedError = header("expected-error")
            rightVariant = header("variant-of")
            mistakeLines = lines.indices.filter { lines[$0].hasSuffix("// MISTAKE") }.map { $0 + 1 }
            consequenceLines = lines.indices.filter { lines[$0].hasSuffix("// CONSEQUENCE") }.map { $0 + 1 }
        }

        /// What is wrong with how the check of this variant came out; nil when it failed for its stated reason.
        func problem(status: Int, output: String) -> String? {
            let name = "wrong/\(url.lastPathComponent)"
            if status == 0 {
                return "\(name) type-checks: a stub accepts its mistake (\(expectedError))"
            }
            let diagnostics = Diagnostic.all(in: output)
            let elsewhere = diagnostics.filter {
                $0.file != url.path || !(mistakeLines + consequenceLines).contains($0.line)
            }
            if !elsewhere.isEmpty {
                let list = elsewhere.map { "\($0.file):\($0.line): \($0.message)" }.joined(separator: "\n")
                return "\(name) fails where it marks no mistake:\n\(list)"
            }
            if !diagnostics.contains(where: { $0.line == mistakeLines.first && $0.message.contains(expectedError) }) {
                return "\(name) fails without \"\(expectedError)\" on line \(mistakeLines.first ?? 0):\n\(output)"
            }
            return nil
        }
    }

    static func swiftFiles(_ folder: String) throws -> [URL] {
        let url = corpus.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// `Scripts/typecheck-swiftui --warnings-as-errors ARGUMENTS`, with the modules in its default cache folder.
    func typecheck(_ arguments: [String]) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script.path, "--warnings-as-errors"] + arguments,
            in: CDLGenProcess.packageRoot, environment: [:])
    }

    @Test func theCorpusHasItsVariants() throws {
        #expect(try Self.swiftFiles("right").count >= 15)
        let wrong = try Self.swiftFiles("wrong").map(WrongVariant.init)
        #expect(wrong.count >= 25)
        let right = Set(try Self.swiftFiles("right").map(\.lastPathComponent))
        for variant in wrong {
            let name = variant.url.lastPathComponent
            #expect(!variant.expectedError.isEmpty, "\(name) has no // expected-error:")
            #expect(right.contains(variant.rightVariant), "\(name): its variant-of \(variant.rightVariant) is not in right/")
            #expect(variant.mistakeLines.count == 1, "\(name) marks \(variant.mistakeLines.count) lines // MISTAKE, not one")
        }
    }

    /// All right variants in one module, as the exporter's files of one app would be, in both language modes.
    @Test(arguments: ["5", "6"]) func everyRightVariantTypeChecks(swiftVersion: String) throws {
        let files = try Self.swiftFiles("common") + Self.swiftFiles("right")
        let result = try typecheck(["--swift-version", swiftVersion] + files.map(\.path))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(Diagnostic.all(in: result.stdout).isEmpty, "\(result.stdout)")
    }

    /// Each wrong variant on its own, with the shared model, two at a time.
    @Test func everyWrongVariantFailsForItsStatedReason() throws {
        let common = try Self.swiftFiles("common").flatMap { ["--with", $0.path] }
        let variants = try Self.swiftFiles("wrong").map(WrongVariant.init)
        let result = try typecheck(["--each", "--json", "--jobs", "2"] + common + variants.map(\.url.path))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let checks = try JSONDecoder().decode(Checks.self, from: Data(result.stdout.utf8)).checks
        try #require(checks.count == variants.count, "\(result.stdout)")
        for (variant, check) in zip(variants, checks) {
            #expect(check.files.last == variant.url.path)
            if let problem = variant.problem(status: check.status, output: check.output) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// Every public declaration of the stubs names the documentation page it was written from, in the comment above it,
    /// unless it only fulfils a standard protocol's requirement (a view's `body`, `==`, bridging, a collection's indices).
    @Test func everyStubDeclarationNamesItsDocumentationPage() throws {
        let modules = Self.stubs.appendingPathComponent("Modules")
        let walker = try #require(FileManager.default.enumerator(atPath: modules.path))
        var undocumented: [String] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let lines = try String(contentsOf: modules.appendingPathComponent(relative), encoding: .utf8)
                .components(separatedBy: "\n")
            for (index, line) in lines.enumerated() where Self.isPublicDeclaration(line) && !Self.isWitness(line) {
                let comments = lines[..<index].reversed().prefix {
                    let trimmed = $0.trimmingCharacters(in: .whitespaces)
                    return trimmed.hasPrefix("//") || trimmed.hasPrefix("@")
                }
                if !comments.contains(where: { $0.contains("https://developer.apple.com/documentation/") }) {
                    undocumented.append("\(relative):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(undocumented.isEmpty, "no documentation page named above:\n\(undocumented.joined(separator: "\n"))")
    }

    static func isPublicDeclaration(_ line: String) -> Bool {
        line.firstMatch(of: #/^\s*(@\S+\s+)*(public|open)\s/#) != nil && !line.contains(" import ")
    }

    /// A declaration that fulfils a standard protocol's requirement, documented on the protocol's page.
    static func isWitness(_ line: String) -> Bool {
        let declaration = line.replacing(
            #/^\s*((@\S+|public|open|final|static|class|override|required|convenience|mutating|nonmutating|nonisolated)\s+)*/#,
            with: "")
        let witnesses = [
            "var body: Never", "typealias ", "func == (", "func < (", "func + (", "func - (", "func * (", "func / (",
            "func hash(into", "var description: String", "var debugDescription: String", "func _bridgeToObjectiveC",
            "func _forceBridgeFromObjectiveC", "func _conditionallyBridgeFromObjectiveC", "func _unconditionallyBridgeFromObjectiveC",
            "var _cVarArgEncoding", "var _arg:", "var _specifier:", "var startIndex:", "var endIndex:", "func index(after",
            "func index(before", "subscript(position", "subscript(index", "init(integerLiteral", "init(floatLiteral",
            "init(booleanLiteral", "init(stringLiteral", "init(rawValue", "let rawValue:", "func next()", "func update()",
            "func receive<S: Subscriber>(subscriber:", "func cancel()",
        ]
        return witnesses.contains { declaration.hasPrefix($0) }
    }
}
