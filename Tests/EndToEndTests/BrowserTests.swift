import CDLGenTestSupport
import Foundation
import RowControllers
import Testing

/// Opens every page of the sample project's preview site in headless Chromium (the Debian package, which
/// `.ci/run` installs) at a phone's and a desktop's width, in both modes, through
/// `Tests/Browser/inspect_pages.py`; checks that no page asks the network for anything, nothing overflows
/// sideways or overlaps, and the DOM shows the rows of the same `PreviewTable`s the text renderer draws.
/// Screenshots are kept in `.build/browser-artifacts/` (or `$BROWSER_ARTIFACTS`).
@Suite struct BrowserTests {
    @Test func everyPreviewPageWorksInChromium() throws {
        guard let chromium = Self.chromium() else {
            // Only CI must have it: there, a missing browser fails rather than passing unseen.
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("Chromium is not installed; .ci/run installs it") }
            return
        }
        let site = try TemporaryFolder()
        let preview = try CDLGenProcess.run(["preview", "-o", site.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        let plan = try Self.expectedPages()
        let pages = plan.keys.sorted().map { site.url.appendingPathComponent($0).path } + [site.url.appendingPathComponent("index.html").path]

        let artifacts = ProcessInfo.processInfo.environment["BROWSER_ARTIFACTS"].map(URL.init(fileURLWithPath:))
            ?? CDLGenProcess.packageRoot.appendingPathComponent(".build/browser-artifacts")
        try? FileManager.default.removeItem(at: artifacts)
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        let resultFile = artifacts.appendingPathComponent("result.json")
        let script = CDLGenProcess.packageRoot.appendingPathComponent("Tests/Browser/inspect_pages.py").path
        let inspection = try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", script, "--out", resultFile.path, "--screenshots", artifacts.appendingPathComponent("screenshots").path, "--widths", "390,1280"]
                + pages, in: CDLGenProcess.packageRoot, environment: ["CHROMIUM": chromium])
        try #require(inspection.status == 0, "inspect_pages.py failed: \(inspection.stderr)")

        let result = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: resultFile)) as? [String: Any])
        let inspected = try #require(result["pages"] as? [[String: Any]])
        #expect(inspected.count == pages.count * 2)
        var compared = 0
        for page in inspected {
            let file = try #require(page["file"] as? String)
            let name = String(file.dropFirst(site.path.count + 1))
            let width = page["width"] as? Int ?? 0
            #expect((page["requests"] as? [Any])?.isEmpty == true, "\(name) at \(width): network requests \(page["requests"] ?? "")")
            let modes = try #require(page["modes"] as? [String: Any])
            for mode in PreviewMode.allCases {
                guard let facts = modes[mode.rawValue] as? [String: Any] else {
                    #expect(name == "index.html", "\(name) at \(width): \(mode) not inspected: \(page["errors"] ?? "")")
                    continue
                }
                #expect(facts["overflow"] as? Bool == false, "\(name) at \(width) \(mode): scrolls sideways")
                #expect((facts["overflowing"] as? [Any])?.isEmpty == true, "\(name) at \(width) \(mode): \(facts["overflowing"] ?? "")")
                #expect((facts["overlaps"] as? [Any])?.isEmpty == true, "\(name) at \(width) \(mode): \(facts["overlaps"] ?? "")")
                #expect(facts["scripts"] as? Int == 0)
                guard let table = plan[name] else { continue }
                let sections = try #require(facts["sections"] as? [[String: Any]])
                #expect(Self.rows(of: sections) == Self.rows(of: table, in: mode), "\(name) at \(width) in \(mode) mode")
                compared += 1
            }
        }
        #expect(compared == plan.count * 2 * PreviewMode.allCases.count)  // Every page, both widths, both modes.
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
            tables[page.path] = builder.table(for: session.reports[page.report], objectIndex: page.objectIndex, formatter: formatter)
        }
        return tables
    }

    /// One line per row: row type, label, value and switch state, whitespace collapsed as the DOM reads it.
    static func rows(of table: PreviewTable, in mode: PreviewMode) -> [String] {
        table.sections.flatMap { section in
            section.rows(in: mode).map { row in
                let type = row.rowType?.rawValue ?? "-"
                switch row.content {
                case .value(let label, let value, let style, _): return line(type, style == .default ? nil : label, value.text, nil)
                case .toggle(let label, let isOn): return line(type, label, nil, isOn.map { $0 ? "on" : "off" })
                case .listItem(let text, _): return line(type, nil, text.text, nil)
                case .add(let title): return line(type, nil, nil, nil, text: title)
                case .custom(let title, _): return line(type, nil, nil, nil, text: title)
                }
            }
        }
    }

    static func rows(of sections: [[String: Any]]) -> [String] {
        sections.flatMap { section in
            (section["rows"] as? [[String: Any]] ?? []).map { row in
                let isOn = (row["switch"] as? Bool).map { $0 ? "on" : "off" }
                let label = row["label"] as? String, value = row["value"] as? String
                let text = label == nil && value == nil && isOn == nil ? row["text"] as? String : nil
                return line(row["rowType"] as? String ?? "-", label, value, isOn, text: text)
            }
        }
    }

    private static func line(_ type: String, _ label: String?, _ value: String?, _ isOn: String?, text: String? = nil) -> String {
        [type, label.map(collapsed) ?? "", value.map(collapsed) ?? "", isOn ?? "", text.map(collapsed) ?? ""].joined(separator: " | ")
    }

    private static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func chromium() -> String? {
        let environment = ProcessInfo.processInfo.environment
        let candidates = [environment["CHROMIUM"]].compactMap { $0 } + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
