import Foundation
import Testing

@Suite struct ExplainCommandTests {
    @Test func explainsACodeWithAFailingAndAFixedExample() throws {
        let result = try CDLGenProcess.run(["explain", "unknown-row-type"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("unknown-row-type (error)\n\nrowType is not one of the ten row types.\n"))
        #expect(result.stdout.contains("rowType = CDLTableRowTypeBoolSwitch;"))
        #expect(result.stdout.contains("EventDetailView.plist:6:15: error: unknown row type 'CDLTableRowTypeBoolSwitch'; did you mean 'CDLTableRowTypeBooleanSwitch'? [unknown-row-type]"))
        #expect(result.stdout.contains("Fixed:\n"))
        #expect(result.stdout.contains("rowType = CDLTableRowTypeBooleanSwitch;"))
    }

    @Test func everyListedCodeCanBeExplained() throws {
        let list = try CDLGenProcess.run(["explain", "--list"])
        #expect(list.status == 0)
        let codes = list.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        #expect(codes.count == 32)
        for code in codes {
            let result = try CDLGenProcess.run(["explain", code])
            #expect(result.status == 0, "\(code)")
            #expect(result.stdout.contains("[\(code)]"), "\(code): its example does not trigger it")
        }
    }

    @Test func anUnknownCodeIsAUsageErrorWithASuggestion() throws {
        let result = try CDLGenProcess.run(["explain", "unknown-row-typ"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown code 'unknown-row-typ'; did you mean 'unknown-row-type'?"))
    }
}
