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
    func textMatchesItsGoldenFiles(_ definition: String) throws {
        let name = String(definition.split(separator: "/").last!.split(separator: ".").first!)
        for mode in ["view", "edit"] {
            let text = try CDLGenProcess.run(["render", "Definitions/" + definition, "--mode", mode, "--width", "64"])
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stderr == "")
            try snapshots.assertMatches(text.stdout, named: "Render/\(name).\(mode).txt")
        }
    }

    @Test(arguments: definitions)
    func htmlMatchesItsGoldenFiles(_ definition: String) throws {
        let name = String(definition.split(separator: "/").last!.split(separator: ".").first!)
        for mode in ["view", "edit"] {
            let html = try CDLGenProcess.run(["render", "Definitions/" + definition, "--mode", mode, "--format", "html"])
            #expect(html.status == 0, "\(html.stderr)")
            try snapshots.assertPageMatches(html.stdout, named: "Render/\(name).\(mode).html")
        }
    }

    /// `--screen`: a screen of every kind the sample project has, by id or by key path, as text.
    static let screens: [(definition: String, screen: String)] = [
        ("Tasks/TaskDetailView.json", "edit:name"),  // text field, default keyboard
        ("Tasks/TaskDetailView.json", "edit-2-1"),  // text view
        ("Tasks/TaskDetailView.json", "edit-1-3"),  // date and time picker
        ("Widgets/WidgetDetailView.plist", "edit-1-2"),  // date picker
        ("Events/EventListView.plist", "add.edit-1-2"),  // a date picker without a value: a new Event's
        ("Tasks/TaskDetailView.json", "edit-1-2"),  // to-one chooser
        ("Widgets/WidgetTypeDetailView.plist", "edit:widgets.name"),  // add-existing checklist
        ("Widgets/WidgetDetailView.plist", "add-2-1"),  // ordered chooser
        ("Tasks/TaskListView.json", "add"),  // add item
        ("Tasks/TaskDetailView.json", "add-new-3-1"),  // add new
    ]

    @Test(arguments: screens)
    func aScreenMatchesItsGoldenFile(_ definition: String, _ screen: String) throws {
        let name = String(definition.split(separator: "/").last!.split(separator: ".").first!)
        let result = try CDLGenProcess.run(["render", "Definitions/" + definition, "--screen", screen, "--width", "60"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        try snapshots.assertMatches(result.stdout, named: "Render/Screens/\(name).\(screen.replacingOccurrences(of: ":", with: "=")).txt")
    }

    @Test func aScreenDrawnWithASCIIMatchesItsGoldenFile() throws {
        let result = try CDLGenProcess.run(
            ["render", "Definitions/Tasks/TaskDetailView.json", "--screen", "edit-1-3", "--ascii", "--width", "60"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.unicodeScalars.allSatisfy { $0.isASCII })
        try snapshots.assertMatches(result.stdout, named: "Render/Screens/TaskDetailView.edit-1-3.ascii.txt")
    }

    /// No definition of the sample project edits a number or a time alone: a text field with the number
    /// keyboard, and a picker of hours and minutes, from definitions of the sample model written here.
    /// A number on a single-line row opens CDL's text field, whose Done crashes: the preview draws the crash
    /// screen in its place (with the file named as given, relative, for the golden file).
    @Test func aNumbersCrashScreenAndATimePickerMatchTheirGoldenFiles() throws {
        let folder = try TemporaryFolder()
        let model = CDLGenProcess.packageRoot.appendingPathComponent("Definitions/Model.xcdatamodeld").path
        _ = try folder.write(
            "WidgetManufacturingStepDetailView.json",
            """
            [{"rowInformation": [{"rowType": "CDLTableRowTypeSingleLineValueLargeLabel", "rowLabel": "Order", "attributeKeyPath": "order"}]}]
            """)
        let step = try folder.write("WidgetManufacturingStep.json", #"{"order": 3}"#)
        let number = try CDLGenProcess.run(
            [
                "render", "WidgetManufacturingStepDetailView.json", "--model", model, "--data", step, "--no-project", "--screen",
                "edit:order",
                "--width", "60",
            ], in: folder.url)
        #expect(number.status == 0, "\(number.stderr)")
        try snapshots.assertMatches(number.stdout, named: "Render/Screens/WidgetManufacturingStepDetailView.edit-1-1.txt")

        let events = try folder.write(
            "EventTimeDetailView.json",
            """
            [{"rowInformation": [{"rowType": "CDLTableRowTypeSingleLineValueSmallLabel", "rowLabel": "Starts", "attributeKeyPath": "eventDate",
              "timeFormatterStyle": "NSDateFormatterShortStyle"}]}]
            """)
        let event = try folder.write("Event.json", #"{"name": "Standup", "eventDate": "2026-12-03T09:05:00Z"}"#)
        let time = try CDLGenProcess.run(
            [
                "render", events, "--model", model, "--entity", "Event", "--data", event, "--no-project", "--screen", "edit:eventDate",
                "--width", "60",
            ], in: folder.url)
        #expect(time.status == 0, "\(time.stderr)")
        try snapshots.assertMatches(time.stdout, named: "Render/Screens/EventTimeDetailView.edit-1-1.txt")
    }

    @Test func aScreenIsDrawnAsInEditModeWhateverTheMode() throws {
        let arguments = ["render", "Definitions/Widgets/WidgetDetailView.plist", "--screen", "add-2-1", "--width", "60"]
        let view = try CDLGenProcess.run(arguments + ["--mode", "view"])
        let edit = try CDLGenProcess.run(arguments + ["--mode", "edit"])
        #expect(view.status == 0)
        #expect(view.stdout == edit.stdout)
        #expect(view.stdout.hasPrefix("Cancel"))
    }

    @Test func anAddScreenShowsTheProblemsOfTheDefinitionItDraws() throws {
        // Without its Step row, TaskStepDetailView cannot save the TaskStep it creates: the HTML page says
        // so at the top of the screen, and so does the text, since the command prints only TaskDetailView's.
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            at: CDLGenProcess.packageRoot.appendingPathComponent("Definitions"), to: folder.url.appendingPathComponent("Definitions"))
        _ = try folder.write(
            "Definitions/Tasks/TaskStepDetailView.json",
            """
            [{"rowInformation": [{"rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "Done", "attributeKeyPath": "done"}]}]
            """)
        let result = try CDLGenProcess.run(
            ["render", "Definitions/Tasks/TaskDetailView.json", "--screen", "add-new:steps.name", "--width", "200"], in: folder.url)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let problem = "\n! Definitions/Tasks/TaskStepDetailView.json:1:1: error: 'TaskStepDetailView' creates TaskStep objects"
        #expect(result.stdout.contains(problem))
        #expect(result.stdout.contains("never succeeds [unsaveable-view]"))
        #expect(result.stdout.contains("\n  Definitions/Tasks/TaskDetailView.json:48:41: note: \"Add New\" of 'Task.steps' opens it here"))
    }

    @Test func aScreenTheDefinitionDoesNotHaveIsAUsageErrorThatListsThoseItHas() throws {
        let result = try CDLGenProcess.run(["render", "Definitions/Widgets/WidgetTypeDetailView.plist", "--screen", "edit-9-9"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                cdlgen: error: WidgetTypeDetailView has no screen 'edit-9-9'; its screens:
                  edit-1-1 (text field, Edit Name)
                  add-new-2-1 (add new, Add Widget)
                  add-new-2-1.edit-1-1 (text field, Edit Name)
                  add-new-2-1.edit-1-2 (date picker, Edit Released)
                  add-existing-2-1 (add-existing checklist, Add Widget(s))

                """)
        let keyPath = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--screen", "add-new:name"])
        #expect(keyPath.status == 2)
        #expect(
            keyPath.stderr.hasPrefix("cdlgen: error: TaskDetailView has no screen 'add-new:name'; its screens:\n  edit-1-1 (text field, "))
        // The page's own fragments name the view, which --mode draws.
        let editing = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskListView.json", "--screen", "editing"])
        #expect(editing.status == 2)
        #expect(editing.stderr.contains("  add (add item, Add Item)\n"))
        #expect(
            editing.stderr.hasSuffix(
                "'editing' and 'viewing' are the view itself: draw it with --mode edit or --mode view, without --screen\n"))
    }

    @Test func aScreenOfAViewThatOpensNoneIsAUsageError() throws {
        let folder = try TemporaryFolder()
        let definition = try folder.write(
            "ThingDetailView.json",
            """
            [{"rowInformation": [{"rowType": "CDLTableRowTypeBooleanSwitch", "rowLabel": "On", "attributeKeyPath": "on"}]}]
            """)
        let result = try CDLGenProcess.run(["render", definition, "--no-project", "--screen", "edit-1-1"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr == "cdlgen: error: ThingDetailView has no screen 'edit-1-1'; its rows open none\n")
    }

    @Test func aScreenAndTheListOfScreensShowHostileLabelsEscaped() throws {
        let folder = try TemporaryFolder()
        let definition = try folder.write(
            "ThingDetailView.json",
            #"""
            [{"rowInformation": [{"rowType": "CDLTableRowTypeSingleLineValueLargeLabel", "rowLabel": "N\u001b[2J\u202Ex", "attributeKeyPath": "name"}]}]
            """#)
        let screen = try CDLGenProcess.run(
            ["render", definition, "--no-project", "--screen", "edit:name", "--width", "60"], in: folder.url)
        #expect(screen.status == 0)
        #expect(screen.stdout.contains("Edit N\\u{1B}[2J\\u{202E}x"))
        let listing = try CDLGenProcess.run(["render", definition, "--no-project", "--screen", "nope"], in: folder.url)
        #expect(listing.status == 2)
        #expect(listing.stderr.hasSuffix("  edit-1-1 (text field, Edit N\\u{1B}[2J\\u{202E}x)\n"))
        for output in [screen.stdout, listing.stderr] { #expect(!output.contains("\u{1B}") && !output.contains("\u{202E}")) }
    }

    @Test func aScreenIsNotDrawnAsHTML() throws {
        let result = try CDLGenProcess.run(["render", "Definitions/Tasks/TaskDetailView.json", "--screen", "edit-1-1", "--format", "html"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.hasPrefix(
                "Error: --screen draws one screen as text; an HTML page holds every screen and shows the one its URL's fragment names: "
                    + "write the page with -o PAGE.html and open PAGE.html#ID (the ids are those --screen takes)\nUsage: cdlgen render "))
    }

    @Test func asciiDrawsWithASCIIOnly() throws {
        let result = try CDLGenProcess.run([
            "render", "Definitions/Widgets/WidgetDetailView.plist", "--ascii", "--mode", "edit", "--width", "50",
        ])
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
        let german = try CDLGenProcess.run([
            "render", "Definitions/Events/EventDetailView.plist", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
        ])
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
        let definition = try folder.write(
            "Things/ThingDetailView.json",
            """
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
        let definition = try folder.write(
            "ThingDetailView.plist",
            "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; } ); } )")
        let result = try CDLGenProcess.run(["render", definition, "--no-project", "--width", "40"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("ThingDetailView.plist:1:100: warning: unknown row key 'colour'"))
        #expect(result.stdout.contains("‹name›"))
    }

    private func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
