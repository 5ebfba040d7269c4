import Foundation
import RowControllers

/// What cdlgen knows about where its output goes.
enum Terminal {
    /// Colour when standard output is a terminal, unless `NO_COLOR` is set (https://no-color.org).
    static var outputPalette: TerminalPalette { palette(for: STDOUT_FILENO) }

    /// The same for standard error, where commands that write a file to standard output report.
    static var errorPalette: TerminalPalette { palette(for: STDERR_FILENO) }

    private static func palette(for descriptor: Int32) -> TerminalPalette {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return isatty(descriptor) != 0 && !noColor ? .ansi : .plain
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
