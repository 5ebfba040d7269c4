import CDLGenTestSupport
import Foundation

/// A project folder as a new user has one, to press Tab in: definitions, a model (a folder), a project file,
/// a folder to write to and a file that is not a property list.
struct PathCompletionProject {
    /// A line typed so far, and what Tab offers for its last word (folders without their slash).
    struct Case {
        var line: String
        var completions: Set<String>

        init(line: String, completion: String) {
            self.line = line
            completions = [completion]
        }

        init(line: String, completions: Set<String>) {
            self.line = line
            self.completions = completions
        }
    }

    static let cases = [
        Case(line: "cdlgen validate Defi", completion: "Definitions"),
        Case(line: "cdlgen render Definitions/Ev", completion: "Definitions/EventDetailView.plist"),
        Case(line: "cdlgen preview Definitions/Ev", completion: "Definitions/EventDetailView.plist"),
        Case(line: "cdlgen validate --model Definitions/Mo", completion: "Definitions/Model.xcdatamodeld"),
        Case(line: "cdlgen init --model Defi", completion: "Definitions"),
        Case(line: "cdlgen validate --project Definitions/cd", completion: "Definitions/cdlgen.json"),
        Case(line: "cdlgen render Definitions/EventDetailView.plist --data Defi", completion: "Definitions"),
        Case(line: "cdlgen render -o no", completion: "notes.txt"),
        Case(line: "cdlgen init --entity Event -o Defi", completion: "Definitions"),
        Case(line: "cdlgen preview -o Out", completion: "Output"),
        Case(line: "cdlgen convert no", completion: "notes.txt"),
        Case(line: "cdlgen convert Definitions/EventDetailView.plist -o Out", completion: "Output"),
    ]

    /// Where a command taking definitions offers only folders and property lists (zsh's `_files` falls back
    /// to every file when none matches, so this holds for bash and fish).
    static let definitionsOnly = Case(line: "cdlgen validate ", completions: ["Definitions", "Output"])

    let url: URL

    init(in folder: TemporaryFolder) throws {
        for file in [
            "Definitions/EventDetailView.plist", "Definitions/cdlgen.json", "Definitions/Model.xcdatamodeld/Model.xcdatamodel/contents",
            "notes.txt", "Output/.keep",
        ] {
            try folder.write("project/" + file, "")
        }
        url = folder.url.appendingPathComponent("project")
    }
}
