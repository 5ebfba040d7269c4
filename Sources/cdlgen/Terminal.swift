import Foundation
import RowControllers

/// What cdlgen knows about where its output goes.
enum Terminal {
    /// Colour when standard output is a terminal, unless `NO_COLOR` is set (https://no-color.org).
    static var outputPalette: TerminalPalette {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isatty(STDOUT_FILENO) != 0 && !noColor ? .ansi : .plain
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
