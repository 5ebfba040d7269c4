import Foundation

/// `docs/cdlgen.1` read back: the date, and for cdlgen and each subcommand its abstract and its options
/// (names and help text), from the `.It` entries of the mdoc lists swift-argument-parser writes.
struct ManualPage {
    static let url = CDLGenProcess.packageRoot.appendingPathComponent("docs/cdlgen.1")

    struct Entry {
        var abstract: String
        /// Option names (`--format`, `-o`) → the help text on the line after them.
        var options: [String: String] = [:]
    }

    let text: String
    /// The `.Dd` date as generate-manual's `--date` takes it (yyyy-mm-dd).
    var date: String?
    /// "" for cdlgen itself, else the subcommand's name (`export swiftui` for a subcommand's own).
    var entries: [String: Entry] = ["": Entry(abstract: "")]

    init() throws {
        text = try String(contentsOf: Self.url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var depth = 0
        // The command whose list each depth is in: cdlgen's at 1, a subcommand's at 2 (`export`), its own
        // subcommand's at 3 (`export swiftui`).
        var commands = ["", "", "", ""]
        for (index, line) in lines.enumerated() {
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            if line.hasPrefix(".Dd ") { date = Self.isoDate(String(line.dropFirst(4))) }
            if line.hasPrefix(".Nd ") {
                entries[""]?.abstract = String(line.dropFirst(4)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }
            if line.hasPrefix(".Bl") { depth += 1 }
            if line.hasPrefix(".El") { depth -= 1 }
            if line.hasPrefix(".It Em "), (1...2).contains(depth) {
                let name = String(line.dropFirst(7))
                let command = depth == 1 ? name : commands[depth - 1] + " " + name
                commands[depth] = command
                entries[command] = Entry(abstract: next)
            } else if line.hasPrefix(".It Fl "), (1...3).contains(depth) {
                // `.It Fl o , -output Ar file`: each word after Fl, up to Ar, is a name with one dash added.
                let words = line.dropFirst(7).split(separator: " ").prefix { $0 != "Ar" }.filter { $0 != "," }
                for word in words { entries[commands[depth - 1], default: Entry(abstract: "")].options["-" + word] = next }
            }
        }
    }

    /// "November 22, 2026" → "2026-11-22".
    static func isoDate(_ text: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        guard let date = formatter.date(from: text) else { return nil }
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
