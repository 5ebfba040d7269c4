import CDLGenTestSupport
import Foundation
import Previews
import Project
import Testing

/// Opens every page of the sample project's preview site in headless Chromium (the Debian package, which
/// `.ci/run` installs) at the narrowest phone's, a phone's and a desktop's width, through the scripts in
/// `Tests/Browser`: `inspect_pages.py` shows each page's own view in view mode (`#viewing`) and edit mode
/// (`#editing`), as its Edit and Done buttons do, and each screen its rows lead to (`#edit-1-3`, ...);
/// `walk_site.py` walks the site as a user does and crawls it for dead links; `screenshot_pages.py` keeps
/// light and dark pictures. The tests check that no page asks the network for anything, nothing overflows
/// sideways or overlaps, no title or path has a line ending inside a word (only at spaces, punctuation
/// or camel-case humps), no value is cut short but as UIKit cuts a single-line one, one screen shows at
/// a time, and the DOM shows the rows, bar buttons and screens of the same `PreviewTable`s the text
/// renderer draws. Results and screenshots are kept in `.build/browser-artifacts/` (or
/// `$BROWSER_ARTIFACTS`); a picture of every inspected screen too, with `CDLGEN_BROWSER_SCREENSHOTS=1`.
///
/// One test at a time: each drives a Chromium that would otherwise compete for the same two cores.
/// Without Chromium they are skipped (in CI, they fail: `InspectedSite` or the test looks it up).
@Suite(.serialized, .requires(.chromium)) struct BrowserTests {
    @Test func everyPreviewPageWorksInChromium() throws {
        let site = try InspectedSite.sample.get()
        let plan = try Self.expectedPages()
        let inspected = try site.pages()
        #expect(Set(inspected.compactMap { $0["name"] as? String }) == Set(plan.keys).union(["index.html"]))
        #expect(inspected.count == (plan.count + 1) * Self.widths.count)
        var compared = 0
        var datesSeen = 0
        for page in inspected {
            let name = page["name"] as? String ?? ""
            let width = page["width"] as? Int ?? 0
            #expect((page["requests"] as? [Any])?.isEmpty == true, "\(name) at \(width): network requests \(page["requests"] ?? "")")
            #expect((page["console"] as? [Any])?.isEmpty == true, "\(name) at \(width): console \(page["console"] ?? "")")
            let modes = try #require(page["modes"] as? [String: Any])
            for mode in PreviewMode.allCases {
                guard let facts = modes[mode.rawValue] as? [String: Any] else {
                    #expect(name == "index.html", "\(name) at \(width): \(mode) not inspected: \(page["errors"] ?? "")")
                    continue
                }
                let at = "\(name) at \(width) \(mode)"
                Self.expectLaidOut(facts, at)
                #expect(facts["scripts"] as? Int == 0)
                // A single-line value stays on one line, as on the device (issue 38); where Chromium's fonts,
                // wider than iOS's, leave it too little room, it ends in an ellipsis. View mode shows the
                // date whole from a phone's width.
                let rows = (facts["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
                if name == "Events/EventDetailView.html" {
                    let date = rows.first { $0["rowType"] as? String == "SingleLineValueSmallLabel" && $0["label"] as? String == "Date" }
                    let box = date?["valueBox"] as? [String: Any] ?? [:]
                    #expect(box["height"] as? Double == box["lineHeight"] as? Double, "\(at): the date \(date ?? [:])")
                    if width >= 390 && mode == .view { #expect(date?["valueCut"] as? Bool == false, "\(at): the date \(date ?? [:])") }
                    datesSeen += 1
                }
                guard let table = plan[name] else { continue }
                // The mode its fragment asked for, on the page's own view.
                #expect(facts["target"] as? String == (mode == .edit ? "editing" : "viewing"), "\(at)")
                #expect(facts["visibleScreens"] as? [String] == ["home"], "\(at): \(facts["visibleScreens"] ?? "")")
                #expect(facts["navigationTitle"] as? String == table.navigationBar.title ?? table.name, "\(at)")
                let buttons = (facts["barButtons"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
                #expect(buttons == Self.barButtons(of: table.navigationBar, in: mode), "\(at): bar buttons")
                #expect(Self.rows(of: facts["sections"] as? [[String: Any]] ?? []) == Self.rows(of: table.sections, in: mode), "\(at)")
                compared += 1
            }
        }
        #expect(compared == plan.count * Self.widths.count * PreviewMode.allCases.count)  // Every page, every width, both modes.
        #expect(datesSeen == Self.widths.count * PreviewMode.allCases.count)
    }

    /// What every view and screen must be at every width: nothing wider than the window, no label over
    /// its value, no value cut short but on one line with an ellipsis where UIKit cuts it, no word broken in
    /// a title or path.
    static func expectLaidOut(_ facts: [String: Any], _ at: String) {
        #expect(facts["overflow"] as? Bool == false, "\(at): scrolls sideways")
        #expect((facts["overflowing"] as? [Any])?.isEmpty == true, "\(at): \(facts["overflowing"] ?? "")")
        #expect((facts["overlaps"] as? [Any])?.isEmpty == true, "\(at): \(facts["overlaps"] ?? "")")
        // "TaskStepDetailVie" / "w" was issue 26's: break at a space, a slash or a hump instead.
        #expect((facts["midWordBreaks"] as? [Any])?.isEmpty == true, "\(at): \(facts["midWordBreaks"] ?? "")")
        let cuts = facts["cutValues"] as? [[String: Any]] ?? []
        #expect(cuts.isEmpty, "\(at): values cut short: \(cuts)")
    }

    /// Issue 26: in a desktop browser 390 px wide, whose scrollbar takes its width from the page, edit
    /// mode's field background cut "Dec 3, 2026 at 6:30 PM" short where view mode showed it whole. Since
    /// issue 38 a single-line value is cut as UIKit cuts it, on one line; the field takes no width from it,
    /// so edit mode leaves the date only the chevron's room less than view mode does.
    @Test func editModeTakesNoWidthFromTheDateBesideADesktopScrollbar() throws {
        let chromium = try RequiredTool.chromium.path()
        let site = try Self.previewSite()
        // Shorter than the page, so that the scrollbar is there.
        let page = site.url.appendingPathComponent("Events/EventDetailView.html").path
        let result = try BrowserScript.run(
            "inspect_pages.py", ["--widths", "390", "--height", "400", "--scrollbars", page],
            out: site.url.appendingPathComponent("result.json"), chromium: chromium)
        let inspected = try #require((result["pages"] as? [[String: Any]])?.first)
        let modes = try #require(inspected["modes"] as? [String: Any])
        var room: [PreviewMode: Double] = [:]
        for mode in PreviewMode.allCases {
            let facts = try #require(modes[mode.rawValue] as? [String: Any], "\(mode): \(inspected["errors"] ?? "")")
            let viewport = try #require(facts["viewportWidth"] as? Int)
            #expect(viewport < 390, "no scrollbar took its width: the test shows nothing")
            let rows = (facts["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
            let date = try #require(rows.first { $0["label"] as? String == "Date" }, "\(mode): no Date row in \(rows)")
            #expect(date["value"] as? String == "Dec 3, 2026 at 6:30 PM")  // Its narrow no-break space collapsed, as all whitespace.
            let box = try #require(date["valueBox"] as? [String: Any])
            #expect(box["height"] as? Double == box["lineHeight"] as? Double, "\(mode) mode at \(viewport) px: \(box)")
            if date["valueCut"] as? Bool == true { #expect(box["textOverflow"] as? String == "ellipsis", "\(mode): \(box)") }
            room[mode] = box["textWidth"] as? Double
        }
        // The chevron edit mode adds takes 27 px of it, with its gap; the field's padding took 12 more.
        let view = try #require(room[.view]), edit = try #require(room[.edit])
        #expect(view - edit <= 30, "edit mode leaves the date \(edit) px of the \(view) view mode does")
    }

    /// The first iPhones' and iPhone SE's width, a current iPhone's, and a desktop window's, in CSS pixels.
    static let widths = [320, 390, 1280]

    /// The bar's buttons as shown in `mode`, in order: UIKit's edit button reads Edit, then Done (bold);
    /// a detail view's back button goes while it is edited; the system's add button is a "+".
    static func barButtons(of bar: PreviewNavigationBar, in mode: PreviewMode) -> [String] {
        let leading = bar.hidesLeadingInEditMode && mode == .edit ? nil : bar.leading
        return [leading, bar.trailing].compactMap { button in
            guard let button else { return nil }
            switch button.kind {
            case .editToggle: return mode == .edit ? "Done" : "Edit"
            case .add: return "+"
            case .back, .plain, .done: return button.title
            }
        }
    }

    /// The table of each page of the site, built in this process as `cdlgen preview` builds it.
    static func expectedPages() throws -> [String: PreviewTable] {
        var options = RunOptions()
        options.paths = [CDLGenProcess.packageRoot.appendingPathComponent("Definitions").path]
        let session = try PreviewSession.prepare(options, preview: PreviewOptions())
        let builder = session.builder
        let plan = PreviewSitePlan(session: session)
        let formatter = ValueFormatter(locale: builder.context.locale, timeZone: builder.context.timeZone)
        var tables: [String: PreviewTable] = [:]
        for page in plan.pages {
            tables[page.path] = builder.table(
                for: session.reports[page.report], objectIndex: page.objectIndex, formatter: formatter, links: plan.links(for: page))
        }
        return tables
    }

    /// One line per row: row type, label, value, state (a switch's on/off, a chooser's chosen), the text
    /// of a row with none of these, and an edit screen's field; whitespace collapsed as the DOM reads it.
    static func rows(of sections: [PreviewSection], in mode: PreviewMode) -> [String] {
        sections.flatMap { section in
            section.rows(in: mode).map { row in
                let type = row.rowType?.rawValue ?? "-"
                switch row.content {
                case .value(let label, let value, let style, _): return line(type, style == .default ? nil : label, value.text, nil)
                case .toggle(let label, let isOn): return line(type, label, nil, isOn.map { $0 ? "on" : "off" })
                case .listItem(let text, _): return line(type, nil, text.text, nil)
                case .add(let title): return line(type, nil, nil, nil, text: title)
                case .custom(let title, _): return line(type, nil, nil, nil, text: title)
                case .textField(let value, _, _): return line(type, nil, nil, nil, field: value?.text ?? "")
                case .textView(let value): return line(type, nil, nil, nil, field: value.text)
                case .choice(let text, let isChosen, _): return line(type, nil, nil, isChosen ? "chosen" : "not chosen", text: text.text)
                }
            }
        }
    }

    static func rows(of sections: [[String: Any]]) -> [String] {
        sections.flatMap { section in
            (section["rows"] as? [[String: Any]] ?? []).map { row in
                let isOn = (row["switch"] as? Bool).map { $0 ? "on" : "off" }
                let state = isOn ?? (row["selected"] as? Bool).map { $0 ? "chosen" : "not chosen" }
                let label = row["label"] as? String, value = row["value"] as? String, field = row["field"] as? String
                let text = label == nil && value == nil && field == nil && row["switch"] as? Bool == nil ? row["text"] as? String : nil
                return line(row["rowType"] as? String ?? "-", label, value, state, text: text, field: field)
            }
        }
    }

    private static func line(
        _ type: String, _ label: String?, _ value: String?, _ state: String?, text: String? = nil, field: String? = nil
    ) -> String {
        [type, label.map(collapsed) ?? "", value.map(collapsed) ?? "", state ?? "", text.map(collapsed) ?? "", field.map(collapsed) ?? ""]
            .joined(separator: " | ")
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The sample project's preview site, written by the built cdlgen into a new folder.
    static func previewSite() throws -> TemporaryFolder {
        let site = try TemporaryFolder()
        let preview = try CDLGenProcess.run(["preview", "-o", site.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        return site
    }
}
