import CDLGenTestSupport
import Foundation
import Testing

/// Issue 38's three HTML items, in Chromium at a phone's width and a desktop window's: the index page
/// keeps the pages' side margins, a single-line value is cut on one line with an ellipsis as UIKit cuts
/// it (a multi-line row still wraps), and a list with a section index shows its strip at the right edge.
extension BrowserTests {
    static let deviceLayoutWidths = [390, 1000]

    @Test func theIndexPageKeepsTheSideMarginsOfThePages() throws {
        let site = try DeviceLayoutSite.shared.get()
        for width in Self.deviceLayoutWidths {
            let index = try site.facts(of: "index.html", width: width)
            let edges = index["edges"] as? [[String: Any]] ?? []
            // The heading, the count and the list: nothing flush against the window.
            let whats = edges.map { $0["what"] as? String ?? "" }
            #expect(whats.contains("h1") && whats.contains("p.table-meta") && whats.contains { $0.hasPrefix("ul.rows") }, "\(whats)")
            // As far in as the rows of a definition's page at the same width: 16 px within its column.
            let page = try site.facts(of: "ToolDetailView.html", width: width)
            let rows = try #require((page["edges"] as? [[String: Any]])?.first { ($0["what"] as? String ?? "").hasPrefix("ul.rows") })
            let expected = width == 390 ? 16.0 : (Double(width) - 732) / 2 + 16
            #expect(rows["left"] as? Double == expected && rows["right"] as? Double == expected, "a page's rows at \(width): \(rows)")
            for edge in edges where !(edge["what"] as? String ?? "").hasPrefix("header") {
                #expect(edge["left"] as? Double == expected, "index.html at \(width): \(edge)")
                #expect(edge["right"] as? Double == expected, "index.html at \(width): \(edge)")
            }
        }
    }

    @Test func aLongSingleLineValueIsCutOnOneLineWithAnEllipsisAndAMultiLineValueWraps() throws {
        let site = try DeviceLayoutSite.shared.get()
        for width in Self.deviceLayoutWidths {
            let detail = try site.facts(of: "ToolDetailView.html", width: width)
            let rows = (detail["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
            let single = try #require(rows.first { $0["rowType"] as? String == "SingleLineValueSmallLabel" }, "\(rows)")
            Self.expectCutOnOneLine(single["valueBox"], "the single-line value at \(width)")
            let multi = try #require(rows.first { $0["rowType"] as? String == "MultiLineValueSmallLabel" }, "\(rows)")
            let box = try #require(multi["valueBox"] as? [String: Any])
            let height = box["height"] as? Double ?? 0, line = box["lineHeight"] as? Double ?? 0
            #expect(line > 0 && height >= 2 * line, "the multi-line value at \(width) is on one line: \(box)")
            #expect(box["scrollWidth"] as? Int == box["clientWidth"] as? Int, "the multi-line value at \(width) is cut: \(box)")

            // A list row's detail text (UITableViewCellStyleSubtitle's second label) is cut the same way.
            let list = try site.facts(of: "ToolListView.html", width: width)
            let listRows = (list["sections"] as? [[String: Any]] ?? []).flatMap { $0["rows"] as? [[String: Any]] ?? [] }
            let long = try #require(listRows.first { ($0["value"] as? String) == "Hammer" }, "\(listRows)")
            Self.expectCutOnOneLine(long["detailBox"], "the list's detail at \(width)")
        }
    }

    @Test func aListWithASectionIndexShowsItsTitlesDownTheRightEdge() throws {
        let site = try DeviceLayoutSite.shared.get()
        let expected = [
            "ToolListView.html": ["3", "A", "B", "C", "D", "H"],
            "ToolAlphaListView.html": ["#"] + (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) },
        ]
        for (page, titles) in expected {
            for width in Self.deviceLayoutWidths {
                let at = "\(page) at \(width)"
                let facts = try site.facts(of: page, width: width)
                let strip = try #require(facts["sectionIndex"] as? [String: Any], "\(at): no section index drawn")
                #expect(strip["titles"] as? [String] == titles, "\(at)")
                let rows = try #require((facts["edges"] as? [[String: Any]])?.first { ($0["what"] as? String ?? "").hasPrefix("ul.rows") })
                let viewport = facts["viewportWidth"] as? Double ?? Double(facts["viewportWidth"] as? Int ?? 0)
                let rowsRight = viewport - (rows["right"] as? Double ?? 0)
                let left = strip["left"] as? Double ?? 0, right = strip["right"] as? Double ?? 0
                // In the margin right of the rows, against the edge of the page's column.
                #expect(left >= rowsRight - 0.5 && right == rowsRight + 16, "\(at): strip \(left)–\(right), rows end at \(rowsRight)")
                let top = strip["top"] as? Double ?? 0, bottom = strip["bottom"] as? Double ?? 0
                let height = Double(strip["viewportHeight"] as? Int ?? 0)
                #expect(abs((top + bottom) / 2 - height / 2) <= 1, "\(at): not centred in the window: \(top)–\(bottom) of \(height)")
                #expect(top >= 0 && bottom <= height, "\(at): \(strip)")
            }
        }
    }

    static func expectCutOnOneLine(_ box: Any?, _ what: String) {
        guard let box = box as? [String: Any] else {
            Issue.record("\(what): not drawn")
            return
        }
        let height = box["height"] as? Double ?? 0, line = box["lineHeight"] as? Double ?? 0
        #expect(line > 0 && abs(height - line) <= 0.5, "\(what) is not one line: \(box)")
        #expect((box["scrollWidth"] as? Int ?? 0) > (box["clientWidth"] as? Int ?? 0), "\(what) is not cut: \(box)")
        #expect(box["textOverflow"] as? String == "ellipsis", "\(what) ends in no ellipsis: \(box)")
    }
}

/// A small project written for these tests: seven tools (so that UIKit shows the index, from six rows),
/// one with long notes, listed by name with the fetched results controller's index titles and with
/// CDL's alphabetical ones, and a detail view drawing the notes on a single-line and a multi-line row.
struct DeviceLayoutSite: Sendable {
    static let shared = Result { try DeviceLayoutSite() }

    /// `inspect_pages.py`'s RESULT.json.
    let result: Data

    /// The facts of a page's own view in view mode, by its file name.
    func facts(of page: String, width: Int) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: result) as? [String: Any]
        let pages = json?["pages"] as? [[String: Any]] ?? []
        let inspected = pages.first { ($0["file"] as? String ?? "").hasSuffix("/" + page) && $0["width"] as? Int == width }
        let modes = try #require(inspected?["modes"] as? [String: Any], "\(page) at \(width) was not inspected")
        return try #require(modes["view"] as? [String: Any], "\(page) at \(width): \(inspected?["errors"] ?? "")")
    }

    static let files = [
        "cdlgen.json": #"{ "definitions": "Defs", "samples": "Samples" }"#,
        "Defs/Tools/ToolListView.plist": list(title: "Tools", alphabetical: false),
        "Defs/Tools/ToolAlphaListView.plist": list(title: "Tools A to Z", alphabetical: true),
        "Defs/Tools/ToolDetailView.plist": """
        (
            {
                sectionTitle = "";
                rowInformation = (
                    { rowType = CDLTableRowTypeSingleLineValueNoLabel; rowLabel = Name; attributeKeyPath = name; },
                    { rowType = CDLTableRowTypeSingleLineValueSmallLabel; rowLabel = Notes; attributeKeyPath = notes; },
                    { rowType = CDLTableRowTypeMultiLineValueSmallLabel; rowLabel = Details; attributeKeyPath = notes; },
                );
            },
        )
        """,
        "Samples/Tool.json": """
        [
          { "name": "Hammer", "notes": "Keep the head tight on the handle, oil the steel after use and store it dry, away from the chisels and the files" },
          { "name": "anvil", "notes": "Heavy" },
          { "name": "Axe", "notes": "Sharp" },
          { "name": "Bolt cutter", "notes": "Red" },
          { "name": "Chisel", "notes": "Wood" },
          { "name": "3D printer", "notes": "PLA" },
          { "name": "drill press", "notes": "Bench" }
        ]
        """,
    ]

    static func list(title: String, alphabetical: Bool) -> String {
        """
        {
            controllerTitle = "\(title)";
            entityName = Tool;
            sortKeyPaths = (name);
            sectionNameKeyPath = name;
            sectionIndexTitlesEnabled = YES;
            sectionIndexTitlesAlphabetical = \(alphabetical ? "YES" : "NO");
            cellTextLabelKeyPath = name;
            cellDetailTextLabelKeyPath = notes;
            detailViewPropertyListFile = ToolDetailView;
        }
        """
    }

    private init() throws {
        let chromium = try RequiredTool.chromium.path()
        let folder = try TemporaryFolder()
        for (name, text) in Self.files { _ = try folder.write(name, text) }
        let site = folder.url.appendingPathComponent("site")
        let preview = try CDLGenProcess.run(["preview", "-o", site.path], in: folder.url)
        guard preview.status == 0 else { throw BrowserScript.Failure(description: "cdlgen preview failed: \(preview.stderr)") }
        let pages = try FileManager.default.subpathsOfDirectory(atPath: site.path).filter { $0.hasSuffix(".html") }.sorted()
        let out = BrowserScript.artifacts.appendingPathComponent("device-layout.json")
        _ = try BrowserScript.run(
            "inspect_pages.py",
            ["--widths", BrowserTests.deviceLayoutWidths.map(String.init).joined(separator: ",")]
                + pages.map { site.appendingPathComponent($0).path },
            out: out, chromium: chromium)
        result = try Data(contentsOf: out)
    }
}
