import CDLGenTestSupport
import Foundation
import Testing

@Suite struct RenderCommandTests {
    /// Every definition of the sample project, with the folder it is in.
    static let definitions = [
        "Events/EventDetailView.plist", "Events/EventListView.plist", "Tasks/TaskDetailView.json", "Tasks/TaskListView.json",
        "Tasks/TaskStepDetailView.json", "Widgets/WidgetAddView-FromType.plist", "Widgets/WidgetDetailView.plist",
        "Widgets/WidgetListView.plist", "Widgets/WidgetTypeDetailView.plist",
    ]

    @Test(arguments: definitions)
    func textAndHTMLMatchTheirGoldenFiles(_ definition: String) throws {
        let name = String(definition.split(separator: "/").last!.split(separator: ".").first!)
        for mode in ["view", "edit"] {
            let text = try CDLGenProcess.run(["render", "Definitions/" + definition, "--mode", mode, "--width", "64"])
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stderr == "")
            try snapshots.assertMatches(text.stdout, named: "Render/\(name).\(mode).txt")
            let html = try CDLGenProcess.run(["render", "Definitions/" + definition, "--mode", mode, "--format", "html"])
            #expect(html.status == 0, "\(html.stderr)")
            try snapshots.assertPageMatches(html.stdout, named: "Render/\(name).\(mode).html")
        }
    }

    @Test func asciiDrawsWithASCIIOnly() throws {
        let result = try CDLGenProcess.run(["render", "Definitions/Widgets/WidgetDetailView.plist", "--ascii", "--mode", "edit", "--width", "50"])
        #expect(result.status == 0)
        let drawing = result.stdout.unicodeScalars.filter { "─│╭╮╰╯├┤›≡⊕⊖".unicodeScalars.contains($0) }
        #expect(drawing.isEmpty)
        #expect(result.stdout.contains("Polish"))
    }

    @Test func asciiPrintsNoNoBreakSpaceFromATimeFormat() throws {
        // en_US writes U+202F before "PM"; a log that cannot show box drawing cannot show it either.
        let result = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--ascii"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("6:30 PM"))
        let nonASCII = result.stdout.unicodeScalars.filter { !$0.isASCII }
        #expect(nonASCII.isEmpty, "\(nonASCII)")
    }

    @Test func formattedValuesKeepTheirDirectionMarksAndRightToLeftPagesSaySo() throws {
        let arguments = ["render", "Definitions/Events/EventDetailView.plist", "--locale", "ar_EG"]
        let text = try CDLGenProcess.run(arguments)
        #expect(text.status == 0)
        #expect(!text.stdout.contains("\\u{"), "Foundation's right-to-left marks are part of the date, not hostile text")
        #expect(text.stdout.contains("\u{200F}/"))
        let html = try CDLGenProcess.run(arguments + ["--format", "html"])
        #expect(!html.stdout.contains("\\u{"))
        #expect(html.stdout.contains(#"<html lang="ar-EG" dir="rtl">"#))
        let english = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--format", "html"])
        #expect(english.stdout.contains(#"<html lang="en-US">"#))
    }

    @Test func datesAndNumbersFollowTheLocale() throws {
        let german = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--locale", "de_DE", "--time-zone", "Europe/Berlin"])
        #expect(german.stdout.contains("03.12.2026, 19:30"))
        let american = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist"])
        #expect(american.stdout.contains("Dec 3, 2026 at 6:30"))
        let unknown = try CDLGenProcess.run(["render", "Definitions/Events/EventDetailView.plist", "--locale", "xx_NOPE"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown locale 'xx_NOPE'"))
    }

    @Test func viewModeHidesTheAddRowsEditModeShowsThem() throws {
        let view = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--width", "60"])
        let edit = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--width", "60", "--mode", "edit"])
        #expect(!view.stdout.contains("⊕ Add New Step"))
        #expect(edit.stdout.contains("⊕ Add New Step"))
    }

    @Test func hostileTextComesOutEscaped() throws {
        let folder = try TemporaryFolder()
        let label = "<script>alert(1)</script> \"quoted\" 'single' </style> \u{202E}evil"
        let definition = try folder.write("Things/ThingDetailView.json", """
            [{"sectionTitle": "</style><script>alert(2)</script>", "rowInformation": [
              {"rowType": "CDLTableRowTypeSingleLineValueLargeLabel", "rowLabel": \(jsonString(label)), "attributeKeyPath": "name"},
              {"rowType": "CDLTableRowTypeMultiLineValueNoLabel", "attributeKeyPath": "notes"}]}]
            """)
        let samples = try folder.write("Thing.json", #"{"name": "<img src=x onerror=alert(3)>", "notes": "line \u001b[2J\u202Eend"}"#)
        let html = try CDLGenProcess.run(["render", definition, "--format", "html", "--data", samples, "--no-project"], in: folder.url)
        #expect(html.status == 0, "\(html.stderr)")
        #expect(!html.stdout.contains("<script"))
        #expect(!html.stdout.contains("<img"))
        #expect(!html.stdout.contains("\u{202E}"))
        #expect(html.stdout.components(separatedBy: "</style>").count == 2)
        #expect(html.stdout.contains("http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
        #expect(html.stdout.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        let text = try CDLGenProcess.run(["render", definition, "--data", samples, "--no-project", "--width", "120"], in: folder.url)
        #expect(!text.stdout.contains("\u{1B}"))
        #expect(!text.stdout.contains("\u{202E}"))
        #expect(text.stdout.contains("\\u{202E}"))
    }

    @Test func aFileThatCannotBeDecodedWritesNothing() throws {
        let folder = try TemporaryFolder()
        let broken = try folder.write("BrokenDetailView.plist", "( { rowInformation = ( ; } )")
        let output = folder.url.appendingPathComponent("out.html").path
        let result = try CDLGenProcess.run(["render", broken, "--format", "html", "-o", output, "--no-project"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("BrokenDetailView.plist:1:24: error:"))
        #expect(result.stderr.contains("[syntax-error]"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func aMissingFileIsAUsageError() throws {
        let result = try CDLGenProcess.run(["render", "Definitions/Nope.plist"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file: Definitions/Nope.plist"))
        let data = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--data", "NoSamples.json"])
        #expect(data.status == 2)
        #expect(data.stderr.contains("--data: no such file or folder: NoSamples.json"))
        #expect(data.stdout.isEmpty)
    }

    @Test func diagnosticsOfTheFileGoToStandardError() throws {
        let folder = try TemporaryFolder()
        let definition = try folder.write("ThingDetailView.plist", "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; } ); } )")
        let result = try CDLGenProcess.run(["render", definition, "--no-project", "--width", "40"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("ThingDetailView.plist:1:100: warning: unknown row key 'colour'"))
        #expect(result.stdout.contains("‹name›"))
    }

    private func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
