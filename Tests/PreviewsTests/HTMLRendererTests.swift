import CoreDataModel
import Diagnostics
import Foundation
import PlistLoader
import Previews
import Scaffolding
import Testing

@Suite struct HTMLRendererTests {
    let renderer = HTMLRenderer()
    typealias F = HTMLPreviewFixtures

    /// The markup of the first `<li>` whose opening tag or content contains `fragment`.
    func rowMarkup(containing fragment: String, in page: String) -> String? {
        var rows: [String] = []
        var current: [Substring]? = nil
        for line in page.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<li class=\"row") { current = [] }
            current?.append(Substring(trimmed))
            if trimmed == "</li>", let row = current {
                rows.append(row.joined(separator: "\n"))
                current = nil
            }
        }
        return rows.first { $0.contains(fragment) }
    }

    func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: - The document

    @Test func theDocumentIsHTML5AndEndsWithANewline() {
        let page = renderer.render(F.widget)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\">\n<head>\n  <meta charset=\"utf-8\">\n"))
        #expect(page.hasSuffix("</body>\n</html>\n"))
        #expect(page.contains(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#))
        #expect(page.contains("<title>Widget – cdlgen preview</title>"))
        // CDL gives a detail view no title: its heading names it for screen readers only.
        #expect(page.contains(#"<h1 class="nav-title" id="screen-title"><span class="visually-hidden">WidgetDetailView</span></h1>"#))
        #expect(
            page.contains(
                #"<p class="table-meta"><span class="name">Widget<wbr>Detail<wbr>View</span> · <span class="kind">detail view</span> · <span class="file">Definitions/<wbr>Widgets/<wbr>Widget<wbr>Detail<wbr>View<wbr>.plist</span> · <span class="entity">Widget</span></p>"#
            ))
    }

    @Test func theContentSecurityPolicyComesBeforeAnyContent() throws {
        let page = renderer.render(F.widget)
        let csp =
            #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">"#
        let policy = try #require(page.range(of: csp))
        for later in ["<title>", "<style>", "<body>", "<h1 "] {
            let range = try #require(page.range(of: later), "\(later) missing")
            #expect(policy.upperBound <= range.lowerBound, "\(later) comes before the policy")
        }
        #expect(page.contains(#"<meta name="referrer" content="no-referrer">"#))
        // Nothing that could fetch: no script, no external stylesheet, no remote font or image.
        for fetching in ["<script", "<link", "@import", "url(http", "<img", "<iframe"] {
            #expect(!page.lowercased().contains(fetching), "\(fetching)")
        }
    }

    /// Within one process; the golden files below catch what differs between runs (hash seeds, dates).
    @Test func theSameInputGivesTheSameBytes() {
        #expect(renderer.render(F.widget) == HTMLRenderer().render(F.widget))
        #expect(
            renderer.render(F.widget, initialMode: .edit, backLink: "index.html")
                == renderer.render(F.widget, initialMode: .edit, backLink: "index.html"))
    }

    @Test func everyLineIsIndentedByNesting() throws {
        let page = renderer.render(F.widget)
        #expect(
            page.contains(
                "\n      <section class=\"table-section\">\n        <h2 class=\"section-header\">Settings</h2>\n        <ul class=\"rows\">\n          <li "
            ))
        let body = try #require(page.range(of: "<body>"))
        #expect(!page[body.lowerBound...].contains("\n\n"))
        for line in page[body.lowerBound...].split(separator: "\n") {
            #expect(line.prefix { $0 == " " }.count % 2 == 0, "\(line)")
        }
    }

    // MARK: - Hostile text

    static let hostileTexts = [
        "<script>alert(1)</script>", #""onmouseover=alert(1) x=""#, "</style><script>alert(2)</script>", "it's", "evil\u{202E}gpj.exe",
        "<img src=x onerror=alert(3)>", "\u{1B}[2J",
    ]

    /// Every text of a table set to the same hostile string.
    func hostileTable(_ text: String) -> PreviewTable {
        let diagnostic = Diagnostic(
            .error, DiagnosticCode(text), text, at: SourceLocation(file: text, position: .lineColumn(line: 1, column: 1)), fixIt: text,
            notes: [DiagnosticNote(text, at: SourceLocation(file: text, position: .byteOffset(0)))])
        let rows = [
            PreviewRow(
                .value(label: text, value: PreviewValue(text), style: .value1, isMultiLine: false), rowType: .singleLineValueLargeLabel,
                link: text, diagnostics: [diagnostic]),
            PreviewRow(
                .value(label: text, value: .placeholder(text), style: .value2, isMultiLine: true), rowType: .multiLineValueSmallLabel),
            PreviewRow(.toggle(label: text, isOn: true), rowType: .booleanSwitch, isEditable: true),
            PreviewRow(.listItem(text: PreviewValue(text), detail: PreviewValue(text)), rowType: nil),
            PreviewRow(.add(title: text), rowType: .toManyRelationship, modes: [.edit], editControl: .insert),
            PreviewRow(.custom(title: text, style: .destructive), rowType: .custom),
        ]
        return PreviewTable(
            kind: .detailView, title: text, name: text, file: text, entity: text,
            sections: [PreviewSection(header: text, footer: text, rows: rows, diagnostics: [diagnostic])], diagnostics: [diagnostic])
    }

    @Test(arguments: hostileTexts)
    func hostileTextNeverAppearsRaw(_ text: String) {
        let page = renderer.render(hostileTable(text), backLink: text)
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.lowercased().contains("<img"))
        #expect(occurrences(of: "</style>", in: page) == 1)
        #expect(!page.contains(text))
        #expect(!page.contains("\u{202E}"))
        #expect(!page.contains("\u{1B}"))
        #expect(!page.contains(#""onmouseover"#))
        #expect(!page.contains("it's"))
        // The text is all there, escaped, in every place it was put (names and paths with `<wbr>` between pieces).
        #expect(occurrences(of: HTMLEscaping.escaped(text), in: page.replacingOccurrences(of: "<wbr>", with: "")) >= 20)
    }

    @Test func aStyleSheetCannotEndItsOwnElement() {
        let page = renderer.render(F.widget, stylesheet: "body { color: red; }\n</style><script>alert(1)</script>")
        // The style element ends where the renderer ends it; what the sheet holds stays CSS (raw text).
        #expect(occurrences(of: "</style>", in: page) == 1)
        #expect(page.contains("  <style>\nbody { color: red; }\n<\\/style><script>alert(1)<\\/script>\n  </style>\n</head>\n"))
        // A `<` alone stays, a `</` anywhere is changed, and a line break is added only where there is none.
        let plain = renderer.render(F.widget, stylesheet: "a < b { color: red; } /* 1 </ 2 */")
        #expect(plain.contains("  <style>\na < b { color: red; } /* 1 <\\/ 2 */\n  </style>\n"))
        #expect(renderer.render(F.widget, stylesheet: "p {}\n").contains("  <style>\np {}\n  </style>\n"))
    }

    // MARK: - Links

    @Test(arguments: [
        "https://evil.example/", "javascript:alert(1)", "//evil.example", " javascript:alert(1)", "java\tscript:alert(1)",
        "/\\evil.example",
    ])
    func absoluteHrefsAreNotEmitted(_ href: String) {
        let row = PreviewRow(
            .value(label: "Type", value: PreviewValue("Gadget"), style: .value2, isMultiLine: false), rowType: .relationship, link: href)
        let page = renderer.render(F.table([row]), backLink: href)
        // Only the links of Edit and Done to the view's own modes are left.
        #expect(page.components(separatedBy: "href=").dropFirst().allSatisfy { $0.hasPrefix("\"#") })
        #expect(!page.contains("evil"))
        #expect(!page.lowercased().contains("javascript"))
        #expect(!page.contains("All definitions"))
        #expect(page.contains(#"<div class="content">"#))
    }

    @Test func relativeHrefsAreEscapedAndWrapTheRowContent() throws {
        let row = PreviewRow(
            .value(label: "Type", value: PreviewValue("Gadget"), style: .value2, isMultiLine: false), rowType: .relationship,
            accessories: [.edit: .disclosure], link: "Widget Type.html?a=1&b='2'")
        let page = renderer.render(F.table([row]), backLink: "index.html")
        #expect(page.contains(#"<a class="site-link" href="index.html">All definitions</a>"#))
        let markup = try #require(rowMarkup(containing: "Gadget", in: page))
        #expect(
            markup == """
                <li class="row value-row" data-row-type="Relationship" data-style="value2">
                <div class="cell">
                <a class="content" href="Widget Type.html?a=1&amp;b=&#39;2&#39;">
                <span class="label">Type</span>
                <span class="value sample">Gadget</span>
                <span class="accessory disclosure edit-only" aria-hidden="true"></span>
                </a>
                </div>
                </li>
                """)
    }

    // MARK: - Modes

    @Test func editAndDoneAreLinksToTheModesTargetsBeforeTheView() throws {
        let view = renderer.render(F.widget)
        let edit = renderer.render(F.widget, initialMode: .edit)
        #expect(view.contains("\n<body>\n"))
        #expect(edit.contains("\n<body class=\"starts-editing\">\n"))
        for page in [view, edit] {
            let targets = try #require(page.range(of: #"<span id="editing" class="mode-target"></span>"#))
            #expect(page.contains(#"<span id="viewing" class="mode-target"></span>"#))
            let main = try #require(page.range(of: #"<main class="screen home" aria-labelledby="screen-title">"#))
            #expect(targets.upperBound < main.lowerBound)
            #expect(
                page.contains(
                    ##"<div class="bar-side trailing"><a class="bar-button view-only" href="#editing">Edit</a><a class="bar-button done edit-only" href="#viewing">Done</a></div>"##
                ))
        }
        // The two pages differ in that class alone.
        #expect(edit.replacingOccurrences(of: #"<body class="starts-editing">"#, with: "<body>") == view)
    }

    @Test func theStyleSheetSwitchesModesAndScreensWithTheURLsFragment() {
        let css = HTMLStyleSheet.css
        #expect(css.contains(".screen:not(.home):not(:target), body:has(.screen:target) .home { display: none; }"))
        #expect(css.contains("body:not(.starts-editing) #editing:not(:target) ~ .home .edit-only,"))
        #expect(css.contains(".starts-editing #viewing:not(:target) ~ .home .view-only { display: none; }"))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(!css.contains("</"))
        #expect(!css.contains("url("))
    }

    @Test func rowsOfOneModeCarryThatModesClass() throws {
        let page = renderer.render(F.widget)
        let add = try #require(rowMarkup(containing: "Add Step", in: page))
        #expect(add.hasPrefix(#"<li class="row add-row has-edit-control edit-only" data-style="default">"#))
        #expect(add.contains(#"<span class="edit-control insert edit-only" role="img" aria-label="Insert"></span>"#))
        #expect(add.contains(#"<a class="content" href="ManufacturingStepAddView.html">"#))
        let share = try #require(rowMarkup(containing: "Share Widget", in: page))
        #expect(share.hasPrefix(#"<li class="row custom-row button view-only" data-row-type="Custom" data-style="default">"#))
        let delete = try #require(rowMarkup(containing: "Delete Widget", in: page))
        #expect(delete.hasPrefix(#"<li class="row custom-row destructive edit-only" data-row-type="Custom" data-style="default">"#))
        let both = try #require(rowMarkup(containing: "Made by DeleteRowController", in: page))
        #expect(both.hasPrefix(#"<li class="row custom-row" data-row-type="Custom" data-style="default">"#))
    }

    @Test func accessoriesThatDifferByModeAreDrawnOncePerMode() throws {
        let page = renderer.render(F.widget)
        let step = try #require(rowMarkup(containing: "Cut", in: page))
        #expect(
            step.contains(
                """
                <span class="value sample">Cut</span>
                <span class="accessory disclosure view-only" aria-hidden="true"></span>
                <span class="accessory reorder edit-only" role="img" aria-label="Reorder"></span>
                """))
        #expect(step.contains(#"<span class="edit-control delete edit-only" role="img" aria-label="Delete"></span>"#))
        let gear = try #require(rowMarkup(containing: "Gear", in: renderer.render(F.widgetList)))
        #expect(occurrences(of: "accessory disclosure", in: gear) == 1)
        #expect(gear.contains(#"<span class="accessory disclosure" aria-hidden="true"></span>"#))
    }

    @Test func rowsShownInNoModeAreLeftOut() {
        let row = PreviewRow(.add(title: "Never"), rowType: nil, modes: [])
        let page = renderer.render(F.table([row]))
        #expect(!page.contains("Never"))
        #expect(page.contains(#"<ul class="rows"></ul>"#))
    }

    // MARK: - Rows of each kind

    @Test func valueRowsCarryTheirRowTypeAndCellStyle() throws {
        let page = renderer.render(F.widget)
        #expect(
            try #require(rowMarkup(containing: "Sprocket Deluxe", in: page)) == """
                <li class="row value-row editable" data-row-type="SingleLineValueNoLabel" data-style="default">
                <div class="cell">
                <div class="content">
                <span class="value sample">Sprocket Deluxe</span>
                </div>
                </div>
                </li>
                """)
        let name = try #require(rowMarkup(containing: ">Name<", in: page))
        #expect(name.hasPrefix(#"<li class="row value-row editable" data-row-type="SingleLineValueLargeLabel" data-style="value1">"#))
        #expect(name.contains("<span class=\"label\">Name</span>\n<span class=\"value sample\">Sprocket</span>"))
        let released = try #require(rowMarkup(containing: "Released", in: page))
        #expect(released.hasPrefix(#"<li class="row value-row editable" data-row-type="SingleLineValueSmallLabel" data-style="value2">"#))
        let details = try #require(rowMarkup(containing: "Details", in: page))
        #expect(
            details.hasPrefix(
                #"<li class="row value-row multi-line editable" data-row-type="MultiLineValueSmallLabel" data-style="value2">"#))
        // The text keeps its line breaks and tab, unindented: the markup must not add to a value.
        #expect(page.contains("<span class=\"value sample\">Made of brass.\nShips in a wooden box;\n\tassembly required.</span>"))
    }

    @Test func theDefaultStyleDrawsNoLabel() {
        let row = PreviewRow(
            .value(label: "Hidden Label", value: PreviewValue("Shown"), style: .default, isMultiLine: false),
            rowType: .singleLineValueNoLabel)
        let page = renderer.render(F.table([row]))
        #expect(!page.contains("Hidden Label"))
        #expect(page.contains(#"<span class="value sample">Shown</span>"#))
    }

    @Test func placeholdersAreMarked() throws {
        let page = renderer.render(F.widget)
        #expect(page.contains(#"<span class="value placeholder">serialNumber</span>"#))
        let gimbal = try #require(rowMarkup(containing: "Gimbal", in: renderer.render(F.widgetList)))
        #expect(
            gimbal.contains(
                #"<span class="stack"><span class="value sample">Gimbal</span><span class="detail placeholder">releaseDate</span></span>"#))
    }

    @Test func switchesHaveTheSwitchRoleAndState() throws {
        let page = renderer.render(F.widget)
        let on = try #require(rowMarkup(containing: "Public", in: page))
        #expect(on.hasPrefix(#"<li class="row toggle-row editable" data-row-type="BooleanSwitch" data-style="value1">"#))
        // Editable: disabled while viewing, operable while editing.
        #expect(
            on.contains(
                """
                <span class="label">Public</span>
                <span class="switch view-only" role="switch" aria-checked="true" aria-disabled="true" aria-label="Public"></span>
                <span class="switch edit-only" role="switch" aria-checked="true" aria-label="Public"></span>
                """))
        #expect(try #require(rowMarkup(containing: "Discontinued", in: page)).contains(#"aria-checked="false""#))
        #expect(try #require(rowMarkup(containing: "Featured", in: page)).contains(#"aria-checked="mixed""#))
        let locked = renderer.render(F.table([PreviewRow(.toggle(label: "Locked", isOn: false), rowType: .booleanSwitch)]))
        #expect(
            locked.contains(#"<span class="switch" role="switch" aria-checked="false" aria-disabled="true" aria-label="Locked"></span>"#))
        #expect(occurrences(of: "role=\"switch\"", in: locked) == 1)
    }

    @Test func listRowsHaveNoRowType() throws {
        let gear = try #require(rowMarkup(containing: "Gear", in: renderer.render(F.widgetList)))
        #expect(gear.hasPrefix(#"<li class="row list-row has-edit-control" data-style="subtitle">"#))
        #expect(
            gear.contains(
                #"<span class="stack"><span class="value sample">Gear</span><span class="detail sample">June 9, 2025</span></span>"#))
        #expect(gear.contains(#"<a class="content" href="WidgetDetailView.html">"#))
        let sprocket = try #require(rowMarkup(containing: "Sprocket", in: renderer.render(F.widgetList)))
        #expect(sprocket.contains(#"<span class="stack"><span class="value sample">Sprocket</span></span>"#))
    }

    // MARK: - Sections

    @Test func sectionsHaveHeadingsOrAName() {
        let page = renderer.render(F.widget)
        #expect(page.contains("<section class=\"table-section\" aria-label=\"Section 1\">\n        <ul class=\"rows\">"))
        #expect(page.contains("<section class=\"table-section\">\n        <h2 class=\"section-header\">Settings</h2>"))
        #expect(page.contains(#"<p class="section-footer">Public widgets appear in the catalogue.</p>"#))
        #expect(occurrences(of: "<section class=\"table-section\"", in: page) == F.widget.sections.count)
        #expect(occurrences(of: "<h1 ", in: page) == 1)
    }

    @Test func aTableWithoutSectionsSaysSo() {
        let table = PreviewTable(kind: .detailView, title: "Empty", name: "Empty", file: "Empty.plist", entity: nil, sections: [])
        let page = renderer.render(table)
        #expect(page.contains(#"<p class="empty-table">This definition has no sections.</p>"#))
        #expect(
            page.contains(
                #"<p class="table-meta"><span class="name">Empty</span> · <span class="kind">detail view</span> · <span class="file">Empty<wbr>.plist</span></p>"#
            ))
    }

    // MARK: - Wrapping

    /// Issue 26: "TaskStepDetailView" wrapped as "TaskStepDetailVie" / "w" on a phone, under
    /// `overflow-wrap: anywhere`. Names and paths carry a `<wbr>` where they may wrap, and the style sheet
    /// breaks a word only when it cannot fit a line by itself.
    @Test func namesAndPathsMayWrapAtTheirHumpsAndSlashesOnly() {
        let table = PreviewTable(
            kind: .detailView, title: "TaskStepDetailView", name: "TaskStepDetailView", file: "Definitions/Tasks/TaskStepDetailView.json",
            entity: "TaskStep", sections: [],
            diagnostics: [Diagnostic(.warning, .unknownKey, "unknown key 'x'", at: F.at(2, 3, file: "Definitions/Samples/TaskStep.json"))])
        let page = renderer.render(table)
        #expect(page.contains(#"<span class="name">Task<wbr>Step<wbr>Detail<wbr>View</span>"#))
        #expect(
            page.contains(
                #"<span class="file">Definitions/<wbr>Tasks/<wbr>Task<wbr>Step<wbr>Detail<wbr>View<wbr>.json</span> · <span class="entity">Task<wbr>Step</span>"#
            ))
        #expect(page.contains(#"<span class="location">Definitions/<wbr>Samples/<wbr>Task<wbr>Step<wbr>.json:2:3:</span>"#))
        // The title stays whole where a reader copies it from.
        #expect(page.contains("<title>TaskStepDetailView – cdlgen preview</title>"))
        for breaksWords in ["anywhere", "break-all"] {
            #expect(!HTMLStyleSheet.css.contains(breaksWords))
        }
    }

    /// A list's `controllerTitle` is its navigation bar's title, whole (the bar cuts it short, as UIKit does).
    @Test func aListsTitleIsItsNavigationBarsHeading() {
        let table = PreviewTable(
            kind: .listView, title: "My iPhone Events", name: "EventListView", file: "E.plist", entity: nil, sections: [])
        #expect(renderer.render(table).contains(#"<h1 class="nav-title" id="screen-title">My iPhone Events</h1>"#))
    }

    @Test(arguments: [
        ("TaskStepDetailView", "Task|Step|Detail|View"), ("URLField", "URL|Field"), ("eventURL", "event|URL"),
        ("text0Field", "text0|Field"),
        ("first_name", "first_|name"), ("Definitions//Tasks/A.json", "Definitions//|Tasks/|A|.json"), ("a..b", "a|..b"),
        ("ÉtéRoute", "Été|Route"), ("My Events.plist", "My Events|.plist"), ("Tasks/ Next", "Tasks/ Next"), ("ABC", "ABC"), ("", ""),
        ("<Evil>Name/x", "&lt;Evil&gt;Name/|x"), ("x/<y>", "x/|&lt;y&gt;"),
    ])
    func wrapPlacesInAPath(_ path: String, _ expected: String) {
        let table = PreviewTable(kind: .detailView, title: "T", name: "T", file: path, entity: nil, sections: [])
        let wbr = expected.replacingOccurrences(of: "|", with: "<wbr>")
        #expect(renderer.render(table).contains(#"<span class="file">"# + wbr + "</span></p>"))
    }

    /// Issue 26: the errors that stopped a file take the rows' place, naming the file; its warnings stay in
    /// the header.
    @Test func aTableThatCouldNotBeReadShowsItsErrorsInPlaceOfTheRows() throws {
        var table = PreviewTable(
            kind: .detailView, title: "Broken", name: "Broken", file: "Defs/Broken.plist", entity: nil, sections: [],
            diagnostics: [
                Diagnostic(.error, .syntaxError, "found '<' & more", at: F.at(5, 57, file: "Defs/Broken.plist")),
                Diagnostic(.warning, .unknownKey, "a warning", at: F.at(1, 1, file: "Defs/Broken.plist")),
            ])
        table.isUnreadable = true
        let page = renderer.render(table)
        #expect(!page.contains("has no sections"))
        let reasons = try #require(page.range(of: #"<p class="unreadable-title">This definition cannot be read:</p>"#))
        #expect(
            page.contains(
                #"<li class="diagnostic error" data-code="syntax-error"><span class="location">Defs/<wbr>Broken<wbr>.plist:5:57:</span> "#
                    + #"<span class="severity">error:</span> <span class="message">found &#39;&lt;&#39; &amp; more</span>"#))
        let warning = try #require(page.range(of: #"data-code="unknown-key"><span class="location">1:1:</span>"#))
        #expect(warning.upperBound < reasons.lowerBound)
        #expect(occurrences(of: #"data-code="syntax-error""#, in: page) == 1)
    }

    // MARK: - Diagnostics

    @Test func rowDiagnosticsFollowTheRowContentInsideItsItem() throws {
        let serial = try #require(rowMarkup(containing: "serialNumber", in: renderer.render(F.widget)))
        #expect(
            serial.hasSuffix(
                """
                </div>
                <p class="diagnostic error" data-code="unknown-attribute"><span class="location">24:25:</span> <span class="severity">error:</span> \
                <span class="message">entity &#39;Widget&#39; has no attribute &#39;serialNumbr&#39;</span> <span class="code">[unknown-attribute]</span> \
                <span class="fix-it">fix-it: <code>serialNumber</code></span></p>
                </li>
                """))
        let featured = try #require(rowMarkup(containing: "Featured", in: renderer.render(F.widget)))
        // A note in another file names that file.
        #expect(
            featured.contains(
                #"<span class="diagnostic-note"><span class="location">Model<wbr>.xcdatamodeld:12:5:</span> <span class="severity">note:</span> <span class="message">declared here</span></span></p>"#
            ))
        #expect(featured.contains(#"<p class="diagnostic warning" data-code="type-mismatch">"#))
    }

    @Test func sectionDiagnosticsComeAfterTheSectionsRowsAndFooter() throws {
        let page = renderer.render(
            F.table(
                [PreviewRow(.add(title: "Add Part"), rowType: nil)], footer: "Footer",
                sectionDiagnostics: [Diagnostic(.note, .emptySection, "empty", at: F.at(3, 4))]))
        let list = try #require(page.range(of: "</ul>"))
        let footer = try #require(page.range(of: #"<p class="section-footer">Footer</p>"#))
        let diagnostic = try #require(
            page.range(of: #"<p class="diagnostic note" data-code="empty-section"><span class="location">3:4:</span>"#))
        let sectionEnd = try #require(page.range(of: "</section>"))
        #expect(
            list.upperBound < footer.lowerBound && footer.upperBound < diagnostic.lowerBound
                && diagnostic.upperBound < sectionEnd.lowerBound)
    }

    @Test func tableDiagnosticsAreAListInTheHeader() throws {
        let page = renderer.render(F.widget)
        let list = try #require(page.range(of: #"<ul class="diagnostics" aria-label="Problems in this definition">"#))
        let sections = try #require(page.range(of: #"<section class="table-section""#))
        #expect(list.upperBound < sections.lowerBound)
        #expect(
            page.contains(
                #"<li class="diagnostic error" data-code="syntax-error"><span class="location">Definitions/<wbr>Widgets/<wbr>Other<wbr>.plist:offset 42:</span>"#
            ))
        #expect(page.contains(#"<li class="diagnostic warning" data-code="legacy-row-type"><span class="location">60:14:</span>"#))
        let clean = renderer.render(F.table([]))
        #expect(!clean.contains(#"class="diagnostics""#))
    }

    // MARK: - Golden pages

    @Test func widgetDetailViewInViewMode() throws {
        try snapshots.assertPageMatches(renderer.render(F.widget, backLink: "index.html"), named: "WidgetDetailView-view.html")
    }

    @Test func widgetDetailViewInEditMode() throws {
        try snapshots.assertPageMatches(
            renderer.render(F.widget, initialMode: .edit, backLink: "index.html"), named: "WidgetDetailView-edit.html")
    }

    @Test func widgetListView() throws {
        try snapshots.assertPageMatches(renderer.render(F.widgetList, backLink: "index.html"), named: "WidgetListView-view.html")
    }
}
