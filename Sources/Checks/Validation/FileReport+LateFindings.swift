import Diagnostics
import PlistLoader

extension [FileReport] {
    /// Adds findings made after the first pass (across files, or in the model phase), whose positions may
    /// still be text offsets: their files are read again. The first pass kept only the lines its own
    /// diagnostics needed, and a clean run should not keep every file's text for the few that need it.
    package mutating func addLateFindings(_ found: [Int: [Diagnostic]], maxSize: Int = PlistLimits.default.maxFileSize) {
        guard found.contains(where: { !$0.value.isEmpty }) else { return }
        let paths = Dictionary(map { ($0.file.displayPath, $0.file.path) }) { first, _ in first }
        for (index, diagnostics) in found {
            self[index].add(.readingAgain(diagnostics, of: self[index].file, paths: paths, maxSize: maxSize))
        }
    }
}
