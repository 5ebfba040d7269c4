import Testing

/// A big input made at any size, for `AdversarialInputTests.growsNoFasterThanItsInput`: what the run
/// must say at every size, and the size the check starts from (the larger run is eight times it).
struct GrowthCase: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var size: Int
    var status: Int32
    /// `cdlgen validate`'s options at `size`.
    var options: @Sendable (_ size: Int) -> [String] = { _ in [] }
    /// Text the output holds at `size`.
    var expected: @Sendable (_ size: Int) -> String
    var contents: @Sendable (_ size: Int) -> String

    var testDescription: String { name }

    static let all: [GrowthCase] = [
        // 200,000 rows at the larger size: 14 MB of OpenStep, a clean definition.
        GrowthCase(
            name: "rows in one section", file: "Rows.plist", size: 25_000, status: 0,
            expected: { _ in "checked 1 file: no problems" }, contents: AdversarialInputs.rows),
        // A minified file with a finding on every value, 1 KiB apart: 1,000 findings on a line of 1 MiB at
        // the larger size (every one reported: a file shows its first 1,000). Each snippet is a window of
        // the line; when each sanitised the whole line, the work grew as the square.
        GrowthCase(
            name: "findings on one long line", file: "Minified.json", size: 125, status: 1,
            expected: { "checked 1 file: \($0) errors" },
            contents: { "[" + Array(repeating: "\"x\"" + String(repeating: " ", count: 1_024), count: $0).joined(separator: ",") + "]" }),
        // Empty arrays past the node limit, and the limit eight times as high: the read stops at the limit
        // (3.2 million nodes at the larger size; "64 MiB of tiny elements" holds the default of ten million).
        GrowthCase(
            name: "tiny elements up to the node limit", file: "Tiny.json", size: 400_000, status: 1,
            options: { ["--max-nodes", String($0)] }, expected: { "more than \($0) nodes" },
            contents: { "[" + String(repeating: "[],", count: $0 + 10) + "[]]" }),
    ]
}
