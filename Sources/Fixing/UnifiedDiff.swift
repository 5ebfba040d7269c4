/// The difference between two versions of a file as a unified diff (`--- a/PATH`, `+++ b/PATH`, hunks
/// with `context` lines around each change), as `diff -u` and `git diff` write it, so that `patch -p1`
/// and `git apply` take it. What `validate --fix-dry-run` prints.
public enum UnifiedDiff {
    /// Empty when the two are the same; one line saying they differ when either is not text (not UTF-8,
    /// or holding a NUL).
    public static func text(from old: [UInt8], to new: [UInt8], path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let shownPath = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        guard isText(old), isText(new) else { return "Binary files a/\(shownPath) and b/\(shownPath) differ\n" }
        let (oldLines, newLines) = (lines(of: old), lines(of: new))
        let script = MyersDiff.script(from: oldLines, to: newLines)
        var text = "--- a/\(shownPath)\n+++ b/\(shownPath)\n"
        for hunk in hunks(script, context: context) {
            text += hunk.header
            for step in script[hunk.steps] {
                switch step {
                case .same(let index, _): text += line(" ", oldLines[index])
                case .deleted(let index): text += line("-", oldLines[index])
                case .inserted(let index): text += line("+", newLines[index])
                }
            }
        }
        return text
    }

    /// A hunk: the steps of the script it shows, and its `@@ -l,s +l,s @@` line.
    private struct Hunk {
        var steps: Range<Int>
        var header: String
    }

    /// Changes closer than twice the context share a hunk, as in `diff -u`.
    private static func hunks(_ script: [MyersDiff.Step], context: Int) -> [Hunk] {
        let changes = script.indices.filter { if case .same = script[$0] { false } else { true } }
        var groups: [ClosedRange<Int>] = []
        for change in changes {
            if let last = groups.last, change - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...change
            } else {
                groups.append(change...change)
            }
        }
        return groups.map { group in
            let steps = max(0, group.lowerBound - context)..<min(script.count, group.upperBound + context + 1)
            // Lines of each side before the hunk, and in it.
            var before = (old: 0, new: 0)
            for step in script[..<steps.lowerBound] {
                if case .inserted = step {} else { before.old += 1 }
                if case .deleted = step {} else { before.new += 1 }
            }
            var count = (old: 0, new: 0)
            for step in script[steps] {
                if case .inserted = step {} else { count.old += 1 }
                if case .deleted = step {} else { count.new += 1 }
            }
            return Hunk(steps: steps, header: "@@ -\(range(before.old, count.old)) +\(range(before.new, count.new)) @@\n")
        }
    }

    /// `start,count` from 1, as `diff -u` writes it: the count left out when it is 1, and an empty range
    /// named by the line before it.
    private static func range(_ linesBefore: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(linesBefore),0"
        case 1: "\(linesBefore + 1)"
        default: "\(linesBefore + 1),\(count)"
        }
    }

    private static func line(_ prefix: String, _ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.last == UInt8(ascii: "\n") ? prefix + text : prefix + text + "\n\\ No newline at end of file\n"
    }

    /// The lines, each with its LF (the last one may have none). A CR stays part of its line.
    private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while let lineFeed = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(bytes[start...lineFeed])
            start = lineFeed + 1
        }
        if start < bytes.count { lines.append(bytes[start...]) }
        return lines
    }

    private static func isText(_ bytes: [UInt8]) -> Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}
