import Reporting
import Testing

/// The Actions toolkit's `escapeData` and `escapeProperty` (`@actions/core`, `command.ts`).
@Suite struct GitHubCommandEscapingTests {
    @Test func dataEscapesPercentCarriageReturnAndLineFeed() {
        #expect(GitHubCommandEscaping.data("50% off\r\nnext") == "50%25 off%0D%0Anext")
        #expect(GitHubCommandEscaping.data("%0A stays text") == "%250A stays text")
        #expect(GitHubCommandEscaping.data("a: b, c :: d") == "a: b, c :: d")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        #expect(GitHubCommandEscaping.property("Odd:name,1 50%.json") == "Odd%3Aname%2C1 50%25.json")
        #expect(GitHubCommandEscaping.property("a\r\nb") == "a%0D%0Ab")
    }
}
