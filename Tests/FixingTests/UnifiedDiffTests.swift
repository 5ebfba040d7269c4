import Fixing
import Testing

@Suite struct UnifiedDiffTests {
    func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.text(from: Array(old.utf8), to: Array(new.utf8), path: "./Definitions/View.plist", context: context)
    }

    let lines = (1...20).map { "line \($0)\n" }

    @Test func aChangeWithThreeLinesOfContext() {
        var changed = lines
        changed[9] = "line ten\n"
        #expect(
            diff(lines.joined(), changed.joined()) == """
                --- a/Definitions/View.plist
                +++ b/Definitions/View.plist
                @@ -7,7 +7,7 @@
                 line 7
                 line 8
                 line 9
                -line 10
                +line ten
                 line 11
                 line 12
                 line 13

                """)
    }

    @Test func nearChangesShareAHunkAndFarOnesDoNot() {
        var changed = lines
        changed[1] = "two\n"
        changed[7] = "eight\n"
        changed[18] = "nineteen\n"
        let text = diff(lines.joined(), changed.joined())
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,11 +1,11 @@", "@@ -16,5 +16,5 @@"])
    }

    @Test func insertionsDeletionsAndTheEndsOfTheFile() {
        #expect(diff("a\nb\n", "a\nb\nc\n") == "--- a/Definitions/View.plist\n+++ b/Definitions/View.plist\n@@ -1,2 +1,3 @@\n a\n b\n+c\n")
        #expect(diff("a\nb\n", "b\n") == "--- a/Definitions/View.plist\n+++ b/Definitions/View.plist\n@@ -1,2 +1 @@\n-a\n b\n")
        #expect(diff("", "a\n") == "--- a/Definitions/View.plist\n+++ b/Definitions/View.plist\n@@ -0,0 +1 @@\n+a\n")
        #expect(
            diff("a\nb", "a\nc") == """
                --- a/Definitions/View.plist
                +++ b/Definitions/View.plist
                @@ -1,2 +1,2 @@
                 a
                -b
                \\ No newline at end of file
                +c
                \\ No newline at end of file

                """)
    }

    @Test func theSameOrNotText() {
        #expect(diff("same\n", "same\n").isEmpty)
        #expect(
            UnifiedDiff.text(from: Array("bplist00\u{0}".utf8), to: Array("bplist00\u{1}".utf8), path: "B.plist")
                == "Binary files a/B.plist and b/B.plist differ\n")
    }
}
