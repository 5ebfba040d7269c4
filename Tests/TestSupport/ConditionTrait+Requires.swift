import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test (on a suite, each of its tests) only where `tools` are there: elsewhere it is
    /// skipped, the reason naming what it needs and how to install it, so that a missing tool is never a
    /// pass. In CI (`CI` set) a tool CI should have counts as there: the test runs, and its body's
    /// `try tool.path()` fails it when the tool is missing.
    ///
    ///     @Test(.requires(.chromium)) func pagesWork() throws { let chromium = try RequiredTool.chromium.path() ... }
    public static func requires(_ tools: RequiredTool..., sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        let needs = tools.map { "\($0) (\($0.remedy))" }.joined(separator: " and ")
        return .enabled(if: tools.allSatisfy(\.shouldRun), Comment(rawValue: "needs \(needs)"), sourceLocation: sourceLocation)
    }
}
