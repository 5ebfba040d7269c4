import Foundation
import Testing

@Suite struct ExplainCommandTests {
    @Test func explainsACodeWithAFailingAndAFixedExample() throws {
        let result = try CDLGenProcess.run(["explain", "unknown-row-type"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("unknown-row-type (error)\n\nrowType is not one of the ten row types.\n"))
        #expect(result.stdout.contains("rowType = CDLTableRowTypeBoolSwitch;"))
        #expect(
            result.stdout.contains(
                "EventDetailView.plist:6:15: error: unknown row type 'CDLTableRowTypeBoolSwitch'; did you mean 'CDLTableRowTypeBooleanSwitch'? [unknown-row-type]"
            ))
        #expect(result.stdout.contains("Fixed:\n"))
        #expect(result.stdout.contains("rowType = CDLTableRowTypeBooleanSwitch;"))
    }

    @Test func everyListedCodeCanBeExplained() throws {
        let list = try CDLGenProcess.run(["explain", "--list"])
        #expect(list.status == 0)
        let codes = list.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(codes.count == 44)
        for code in codes {
            let result = try CDLGenProcess.run(["explain", code])
            #expect(result.status == 0, "\(code)")
            #expect(result.stdout.contains("[\(code)]"), "\(code): its example does not trigger it")
        }
    }

    /// Every code cdlgen can print is one of `DiagnosticCode`'s constants, each declared in its rule's file:
    /// each must be explainable, rules and the codes that are not rules (too-many-problems, convert's findings) alike.
    @Test func everyCodeCDLGenCanPrintIsExplainable() throws {
        let folder = CDLGenProcess.packageRoot.appendingPathComponent("Sources/Diagnostics")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        let source = try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        .joined(separator: "\n")
        let codes = source.matches(of: /static let \w+ = Self\("([a-z-]+)"\)/).map { String($0.output.1) }
        #expect(codes.count >= 38)
        #expect(codes.contains("too-many-problems") && codes.contains("conversion-loss") && codes.contains("conversion-error"))
        let list = try CDLGenProcess.run(["explain", "--list"]).stdout
        for code in codes {
            let result = try CDLGenProcess.run(["explain", code])
            #expect(result.status == 0, "\(code): \(result.stderr)")
            #expect(result.stdout.hasPrefix(code + " ("), "\(code)")
            #expect(result.stdout.contains("[\(code)]"), "\(code): no example of what cdlgen prints")
            #expect(list.contains("\n" + code + " ") || list.hasPrefix(code + " "), "\(code) is not in --list")
        }
    }

    /// The fixed example shows the fix: a file's new name, a change to the model, the section's title kept.
    @Test func theFixedExampleSaysWhereTheFixIs() throws {
        let unresolved = try CDLGenProcess.run(["explain", "entity-unresolved"]).stdout
        #expect(unresolved.contains("Triggers it (DetailView.plist):") && unresolved.contains("Fixed (EventDetailView.plist):"))
        let order = try CDLGenProcess.run(["explain", "missing-order-attribute"]).stdout
        #expect(order.contains("Fixed (the model gives WidgetPart an Integer 16 'order' attribute):"))
        #expect(
            order.components(separatedBy: "attributeKeyPath = parts.part.name;").count == 4,
            "the same row (example, snippet, fix): fixed in the model")
        let alone = try CDLGenProcess.run(["explain", "section-must-be-alone"]).stdout
        let fixed = try #require(alone.components(separatedBy: "Fixed:").last)
        #expect(fixed.contains("sectionTitle = Event;"))
    }

    @Test func anUnknownCodeIsAUsageErrorWithASuggestion() throws {
        let result = try CDLGenProcess.run(["explain", "unknown-row-typ"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown code 'unknown-row-typ'; did you mean 'unknown-row-type'?"))
    }
}
