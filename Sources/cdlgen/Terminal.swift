import Checks
import Foundation
import Reporting

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
        StandardStream.write(Array(text.utf8), to: STDOUT_FILENO)
    }

    /// A file's bytes as they are (a binary property list is not text).
    static func write(_ bytes: [UInt8]) {
        StandardStream.write(bytes, to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        StandardStream.write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// The width of the terminal standard output goes to, else `COLUMNS`; nil when neither says.
    static var columns: Int? {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Prints the files of a run that could not be read at all (an I/O failure, not a finding); true if any.
    static func reportReadFailures(_ reports: [FileReport]) -> Bool {
        let unreadable = reports.filter { $0.readFailure != nil }
        for report in unreadable {
            writeError("\(report.file.displayPath): error: \(report.readFailure!)\n")
        }
        return !unreadable.isEmpty
    }

    /// Whether standard output is a terminal, where `convert` does not send binary files.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// Whether standard error is a terminal: progress is shown there only then.
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
