import Basics
import Definitions
import Diagnostics
import Foundation
import PlistLoader
import Previews
import Testing

@Suite struct TextRendererTests {
    static let warning = Diagnostic(
        .warning, .legacyRowType, "legacy row type",
        at: SourceLocation(file: "WidgetDetailView.plist", position: .lineColumn(line: 30, column: 14)))

    static func value(_ label: String?, _ text: String, _ style: CellStyle, multiLine: Bool = false) -> PreviewRowContent {
        .value(label: label, value: PreviewValue(text), style: style, isMultiLine: multiLine)
    }

    /// Every kind of content, control and accessory, with CJK, emoji and combining marks in it, under a
    /// bar with a back button, a title and Edit.
    static let widget = withBar(
        PreviewTable(
            kind: .detailView, title: "Widget", name: "WidgetDetailView", file: "WidgetDetailView.plist", entity: "Widget",
            sections: [
                PreviewSection(
                    header: "Details", footer: "The serial number is printed on the widget's base plate.",
                    rows: [
                        PreviewRow(value(nil, "Sprocket Deluxe", .default), rowType: .singleLineValueNoLabel, isEditable: true),
                        PreviewRow(value("Serial Number", "SN-0042-Ω", .value1), rowType: .singleLineValueLargeLabel, isEditable: true),
                        PreviewRow(value("Made", "Mar 4, 2024 at 9:41 AM", .value2), rowType: .singleLineValueSmallLabel, isEditable: true),
                        PreviewRow(value("名前", "歯車セット・デラックス", .value1), rowType: .singleLineValueLargeLabel, isEditable: true),
                        PreviewRow(
                            .value(label: "Supplier", value: .placeholder("supplier.name"), style: .value2, isMultiLine: false),
                            rowType: .relationship, accessories: [.edit: .disclosure], isEditable: true),
                        PreviewRow(.toggle(label: "In Stock", isOn: true), rowType: .booleanSwitch, isEditable: true),
                        PreviewRow(.toggle(label: "Discontinued", isOn: false), rowType: .booleanSwitch, isEditable: true),
                        PreviewRow(.toggle(label: "Fragile", isOn: nil), rowType: .booleanSwitch, isEditable: true, diagnostics: [warning]),
                    ]),
                PreviewSection(
                    header: "Description", footer: nil,
                    rows: [
                        PreviewRow(
                            value(
                                "Notes", "Ships in a padded box. 説明書は箱の中にあります。 Handle with care 📦👍🏽 — cafe\u{301} crème, do not stack.",
                                .value2,
                                multiLine: true),
                            rowType: .multiLineValueSmallLabel, isEditable: true),
                        PreviewRow(
                            value(
                                nil, "First line.\nSecond line, a good deal longer than the first, wraps.\n\nAfter a blank line.", .default,
                                multiLine: true),
                            rowType: .multiLineValueNoLabel, isEditable: true),
                    ]),
                PreviewSection(
                    header: "Parts", footer: nil,
                    rows: [
                        PreviewRow(
                            value(nil, "Bolt M6 × 20", .default), rowType: .toManyRelationship,
                            accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete),
                        PreviewRow(
                            value(nil, "Nut M6", .default), rowType: .toManyRelationship,
                            accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete),
                        PreviewRow(.add(title: "Add New Part"), rowType: .toManyRelationship, modes: [.edit], editControl: .insert),
                        PreviewRow(.add(title: "Add Existing Part"), rowType: .toManyRelationship, modes: [.edit], editControl: .insert),
                    ]),
                PreviewSection(
                    header: "Assembly Steps", footer: "Drag the steps to change their order.",
                    rows: [
                        PreviewRow(
                            value(nil, "Unpack", .default), rowType: .toManyOrderedRelationship, accessories: [.edit: .reorder],
                            editControl: .delete),
                        PreviewRow(
                            value(nil, "Mount the bracket on the wall with four screws, then hang the widget on it and level it", .default),
                            rowType: .toManyOrderedRelationship, accessories: [.edit: .reorder], editControl: .delete),
                        PreviewRow(.add(title: "Add Step"), rowType: .toManyOrderedRelationship, modes: [.edit], editControl: .insert),
                    ]),
                PreviewSection(
                    header: "Accessories", footer: nil,
                    rows: [PreviewRow(.add(title: "Add New Accessory"), rowType: .toManyRelationship, modes: [.edit], editControl: .insert)]
                ),
                PreviewSection(
                    header: nil, footer: nil,
                    rows: [
                        PreviewRow(.custom(title: "Share Widget", style: .button), rowType: .custom),
                        PreviewRow(.custom(title: "Delete Widget", style: .destructive), rowType: .custom),
                        PreviewRow(.custom(title: "Gauge", style: .default), rowType: .custom),
                    ]),
                PreviewSection(
                    header: "Related", footer: nil,
                    rows: [
                        PreviewRow(
                            .listItem(text: PreviewValue("Gear Set"), detail: PreviewValue("12 parts")), rowType: nil,
                            accessories: [.view: .disclosure]),
                        PreviewRow(.listItem(text: .placeholder("name"), detail: nil), rowType: nil),
                    ]),
            ]))

    static func withBar(_ table: PreviewTable) -> PreviewTable {
        var table = table
        table.navigationBar = PreviewNavigationBar(
            title: "Widget", leading: PreviewBarButton(.back, "Widgets"), trailing: .editToggle, hidesLeadingInEditMode: true)
        return table
    }

    static func strippingColors(_ text: String) -> String { text.replacing(/\x1B\[[0-9;]*m/, with: "") }

    static func lines(_ output: String) -> [Substring] { output.dropLast().split(separator: "\n", omittingEmptySubsequences: false) }

    @Test(arguments: [30, 40, 80, 120])
    func everyLineIsExactlyTheWidth(width: Int) {
        for mode in PreviewMode.allCases {
            for ascii in [false, true] {
                for colors in [false, true] {
                    let output = TextRenderer(width: width, ascii: ascii, colors: colors).render(Self.widget, mode: mode)
                    #expect(output.hasSuffix("\n"))
                    for line in Self.lines(Self.strippingColors(output)) {
                        #expect(DisplayWidth.of(line) == width, "\(mode) ascii \(ascii) colors \(colors): \(line)")
                    }
                }
            }
        }
    }

    @Test func widthIsClampedToTheMinimum() {
        let renderer = TextRenderer(width: 3)
        #expect(renderer.width == TextRenderer.minimumWidth)
        #expect(TextRenderer(width: .max).width == TextRenderer.maximumWidth)
        for line in Self.lines(renderer.render(Self.widget, mode: .edit)) { #expect(DisplayWidth.of(line) == 30, "\(line)") }
    }

    @Test func asciiDrawsWithAsciiOnly() {
        for mode in PreviewMode.allCases {
            let output = TextRenderer(width: 60, ascii: true).render(Self.widget, mode: mode)
            let drawn = output.unicodeScalars.filter { "╭╮╰╯─│├┤›≡⊕⊖…‹━◉◯".unicodeScalars.contains($0) }
            #expect(drawn.isEmpty, "\(String(String.UnicodeScalarView(drawn)))")
            #expect(output.contains("+" + String(repeating: "-", count: 58) + "+"))
        }
    }

    @Test func editOnlyRowsAppearOnlyInEditMode() {
        let renderer = TextRenderer(width: 60)
        let view = renderer.render(Self.widget, mode: .view)
        let edit = renderer.render(Self.widget, mode: .edit)
        for title in ["Add New Part", "Add Existing Part", "Add Step", "Add New Accessory"] {
            #expect(!view.contains(title))
            #expect(edit.contains("⊕ " + title))
        }
        #expect(edit.contains("│ ⊖ Bolt M6 × 20"))
        #expect(view.contains("│ Bolt M6 × 20"))
        #expect(edit.contains("│ ⊖ Unpack") && edit.contains("≡ │"))
        #expect(!view.contains("⊖") && !view.contains("≡"))
        // The header of a section whose rows are all edit-only stays: UIKit shows it over no rows.
        #expect(view.contains("  ACCESSORIES"))
        let ascii = TextRenderer(width: 60, ascii: true).render(Self.widget, mode: .edit)
        #expect(ascii.contains("| (+) Add New Part") && ascii.contains("| (-) Unpack") && ascii.contains("= |"))
    }

    @Test func cellStylesPlaceLabelsAndValues() {
        let output = TextRenderer(width: 50).render(Self.widget, mode: .view)
        #expect(output.contains("│ Sprocket Deluxe                                │"))
        #expect(output.contains("│ Serial Number                        SN-0042-Ω │"))
        #expect(output.contains("│ 名前                    歯車セット・デラックス │"))
        #expect(output.contains("│           Made Mar 4, 2024 at 9:41 AM          │"))
        #expect(output.contains("│       Supplier ‹supplier.name›                 │"))
        #expect(output.contains("│ In Stock                                   ━━◉ │"))
        #expect(output.contains("│ Discontinued                               ◯━━ │"))
        #expect(output.contains("│!Fragile                                  [ - ] │"))
        #expect(output.contains("│                  Share Widget                  │"))
        #expect(output.contains("│                 Delete Widget                  │"))
        #expect(output.contains("│ Gear Set                                     › │\n│ 12 parts                                       │"))
        #expect(output.contains("│ ‹name›                                         │"))
        let ascii = TextRenderer(width: 50, ascii: true).render(Self.widget, mode: .view)
        #expect(ascii.contains("| In Stock                                 [ ON] |"))
        #expect(ascii.contains("| Discontinued                             [OFF] |"))
        #expect(ascii.contains("|       Supplier <supplier.name>                 |"))
    }

    @Test func headersAreCapitalizedAndFootersWrapped() {
        let output = TextRenderer(width: 40).render(Self.widget, mode: .view)
        #expect(output.contains("\n  DETAILS                               \n╭"))
        #expect(output.contains("╯\n  The serial number is printed on the   \n  widget's base plate.                  \n"))
        #expect(output.hasPrefix("‹ Widgets        Widget             Edit\n"))
        #expect(TextRenderer(width: 40).render(Self.widget, mode: .edit).hasPrefix("                 Widget             Done\n"))
    }

    @Test func longSingleLineValuesAreCutShort() {
        let output = TextRenderer(width: 40).render(Self.widget, mode: .edit)
        #expect(output.contains("│ ⊖ Mount the bracket on the wall w… ≡ │"))
        let ascii = TextRenderer(width: 40, ascii: true).render(Self.widget, mode: .edit)
        #expect(ascii.contains("| (-) Mount the bracket on the wa... = |"))
        let placeholder = PreviewTable(
            kind: .detailView, title: "T", name: "T", file: "T.plist", entity: nil,
            sections: [
                PreviewSection(
                    header: nil, footer: nil,
                    rows: [
                        PreviewRow(
                            .value(
                                label: nil, value: .placeholder(String(repeating: "key.", count: 20)), style: .default, isMultiLine: false),
                            rowType: nil)
                    ])
            ])
        #expect(TextRenderer(width: 30).render(placeholder, mode: .view).contains("│ ‹key.key.key.key.key.key…› │"))
    }

    @Test(arguments: [30, 40, 80, 120])
    func multiLineValuesWrapAndKeepEveryCharacter(width: Int) {
        let output = TextRenderer(width: width).render(Self.widget, mode: .view)
        let inside = Self.lines(output).filter { $0.hasPrefix("│") }.map { $0.dropFirst(2).dropLast(2) }.joined()
        let squeezed = inside.filter { $0 != " " }
        for row in Self.widget.sections[1].rows {
            guard case let .value(_, value, _, _) = row.content else { continue }
            #expect(squeezed.contains(value.text.filter { $0 != " " && !$0.isNewline }), "width \(width)")
        }
        #expect(output.contains("│ First line."))
        #expect(output.contains("\n│" + String(repeating: " ", count: width - 2) + "│\n"), "the blank line of the value")
    }

    @Test func textFromTheDefinitionCannotControlTheTerminal() {
        let hostile = "\u{1B}[2J\u{202E}evil\u{7}\u{9B}31m"
        var table = PreviewTable(
            kind: .listView, title: "Title" + hostile, name: "T", file: "T.plist", entity: nil,
            sections: [
                PreviewSection(
                    header: "Header" + hostile, footer: "Footer" + hostile,
                    rows: [
                        PreviewRow(Self.value("Label" + hostile, "Value" + hostile, .value1), rowType: nil),
                        PreviewRow(Self.value("Notes", "Multi\(hostile)\nline\u{2066}", .value2, multiLine: true), rowType: nil),
                        PreviewRow(.toggle(label: "Toggle" + hostile, isOn: true), rowType: nil),
                        PreviewRow(.listItem(text: PreviewValue("Item" + hostile), detail: .placeholder("detail" + hostile)), rowType: nil),
                        PreviewRow(.add(title: "Add" + hostile), rowType: nil),
                        PreviewRow(.custom(title: "Custom" + hostile, style: .button), rowType: nil),
                        PreviewRow(Self.value(nil, "tab\there", .default), rowType: nil),
                    ])
            ])
        table.navigationBar.leading = PreviewBarButton(.back, "Back" + hostile)
        table.navigationBar.hidesLeadingInEditMode = false
        for colors in [false, true] {
            let output = TextRenderer(width: 200, colors: colors).render(table, mode: .edit)
            let plain = Self.strippingColors(output)
            let unsafe = plain.unicodeScalars.filter {
                $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x202E, 0x2066].contains($0.value))
            }
            #expect(unsafe.isEmpty, "\(unsafe.map { String($0.value, radix: 16) })")
            for text in ["TITLE", "Back", "HEADER", "Footer", "Label", "Value", "Multi", "Toggle", "Item", "Add", "Custom"] {
                #expect(plain.localizedCaseInsensitiveContains(text + "\\u{1B}[2J\\u{202E}evil\\u{7}\\u{9B}31m"), "\(text)")
            }
            #expect(plain.contains("line\\u{2066}"))
            #expect(plain.contains("‹detail\\u{1B}[2J"))
            #expect(plain.contains("tab here"))
        }
    }

    @Test func coloursOnlyWhenAskedAndOnlyAsCodes() {
        for mode in PreviewMode.allCases {
            let plain = TextRenderer(width: 60).render(Self.widget, mode: mode)
            let coloured = TextRenderer(width: 60, colors: true).render(Self.widget, mode: mode)
            #expect(!plain.contains("\u{1B}"))
            #expect(coloured.contains(mode == .view ? "\u{1B}[34mEdit\u{1B}[0m" : "\u{1B}[34mDone\u{1B}[0m"))
            #expect(coloured.contains("\u{1B}[2m‹supplier.name›") || coloured.contains("\u{1B}[2m\u{1B}[4m‹supplier.name›"))
            #expect(coloured.contains("\u{1B}[31mDelete Widget\u{1B}[0m"))
            #expect(Self.strippingColors(coloured) == plain)
        }
        let edit = TextRenderer(width: 60, colors: true).render(Self.widget, mode: .edit)
        #expect(edit.contains("\u{1B}[4mSprocket Deluxe\u{1B}[0m"))
        #expect(!TextRenderer(width: 60, colors: true).render(Self.widget, mode: .view).contains("\u{1B}[4m"))
    }

    @Test func aRowWithDiagnosticsIsMarked() {
        let output = TextRenderer(width: 40).render(Self.widget, mode: .view)
        let marked = Self.lines(output).filter { $0.hasPrefix("│!") }
        #expect(marked.count == 1)
        #expect(marked.first?.contains("Fragile") == true)
    }

    @Test func theSameTableGivesTheSameText() {
        let renderer = TextRenderer(width: 72, colors: true)
        #expect(renderer.render(Self.widget, mode: .edit) == renderer.render(Self.widget, mode: .edit))
    }

    /// A date edit screen as `render --screen` draws it, with a problem of the definition it shows.
    static let dueScreen = PreviewScreen(
        id: "edit-1-3", kind: .datePicker, keyPath: "dueDate",
        navigationBar: PreviewNavigationBar(
            title: "Edit Due", leading: PreviewBarButton(.plain, "Cancel"), trailing: PreviewBarButton(.done, "Save")),
        sections: [
            PreviewSection(
                header: nil, footer: nil,
                rows: [PreviewRow(value(nil, "Monday, November 30, 2026 at 5:00\u{202F}PM", .default), rowType: .singleLineValueSmallLabel)]
            )
        ],
        datePicker: PreviewDatePicker(
            mode: .dateAndTime,
            wheels: [
                .init(name: "Date", options: ["Sat, Nov 28", "Sun, Nov 29", "Mon, Nov 30", "Tue, Dec 1", "Wed, Dec 2"], selected: 2),
                .init(name: "Hour", options: ["3", "4", "5", "6", "7"], selected: 2),
                .init(name: "Minute", options: ["58", "59", "00", "01", "02"], selected: 2),
                .init(name: "AM/PM", options: ["", "AM", "PM", "", ""], selected: 2),
            ]),
        note: "Keyboard: none.", diagnostics: [warning])

    @Test(arguments: [30, 40, 60, 120])
    func aScreenFillsEveryLineWithItsBarProblemsWheelsAndNote(width: Int) {
        for ascii in [false, true] {
            for colors in [false, true] {
                let output = Self.strippingColors(TextRenderer(width: width, ascii: ascii, colors: colors).render(Self.dueScreen))
                for line in Self.lines(output) { #expect(DisplayWidth.of(line) == width, "ascii \(ascii) colors \(colors): \(line)") }
                #expect(output.hasPrefix("Cancel"))
                #expect(output.contains("Keyboard: none."))
            }
        }
        let wide = TextRenderer(width: 120).render(Self.dueScreen)
        #expect(wide.contains("\n! WidgetDetailView.plist:30:14: warning: legacy row type [legacy-row-type]"))
    }

    @Test func aNarrowPickerCutsTheWidestWheelFirst() {
        // Wide enough, the wheels stand evenly; narrower, the date gives way before an hour that has room.
        #expect(TextRenderer(width: 60).render(Self.dueScreen).contains("\n  ▸ Mon, Nov 30  ▸ 5            ▸ 00           ▸ PM         \n"))
        #expect(TextRenderer(width: 40).render(Self.dueScreen).contains("\n  ▸ Mon, Nov 30  ▸ 5  ▸ 00  ▸ PM        \n"))
        #expect(TextRenderer(width: 30).render(Self.dueScreen).contains("\n  ▸ Mon, Nov…  ▸ 5  ▸ 00  ▸ PM\n"))
        #expect(TextRenderer(width: 30, ascii: true).render(Self.dueScreen).contains("\n  > Mon, N...  > 5  > 00  > PM\n"))
    }

    @Test(arguments: [(PreviewMode.view, false), (.edit, false), (.view, true), (.edit, true)])
    func richTableMatchesItsSnapshot(mode: PreviewMode, ascii: Bool) throws {
        let output = TextRenderer(width: 60, ascii: ascii).render(Self.widget, mode: mode)
        try snapshots.assertMatches(output, named: "TextRenderer-widget-\(mode.rawValue)-\(ascii ? "ascii" : "box").txt")
    }
}
