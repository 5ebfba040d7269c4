import Diagnostics
import PlistLoader
import Previews

/// Preview tables written out by hand, so the HTML renderer is tested apart from whatever builds them.
enum HTMLPreviewFixtures {
    static let file = "Definitions/Widgets/WidgetDetailView.plist"

    static func at(_ line: Int, _ column: Int, file: String = file) -> SourceLocation {
        SourceLocation(file: file, position: .lineColumn(line: line, column: column))
    }

    /// Every kind of row, accessory, control and diagnostic a detail view can show.
    static let widget = PreviewTable(
        kind: .detailView, title: "Widget", name: "WidgetDetailView", file: file, entity: "Widget",
        sections: [
            PreviewSection(
                header: nil, footer: nil,
                rows: [
                    PreviewRow(
                        .value(label: nil, value: PreviewValue("Sprocket Deluxe"), style: .default, isMultiLine: false),
                        rowType: .singleLineValueNoLabel, isEditable: true),
                    PreviewRow(
                        .value(label: "Name", value: PreviewValue("Sprocket"), style: .value1, isMultiLine: false),
                        rowType: .singleLineValueLargeLabel, isEditable: true),
                    PreviewRow(
                        .value(label: "Released", value: PreviewValue("June 9, 2025"), style: .value2, isMultiLine: false),
                        rowType: .singleLineValueSmallLabel, isEditable: true),
                    PreviewRow(
                        .value(label: "Serial", value: .placeholder("serialNumber"), style: .value1, isMultiLine: false),
                        rowType: .singleLineValueLargeLabel, isEditable: true,
                        diagnostics: [
                            Diagnostic(
                                .error, .unknownAttribute, "entity 'Widget' has no attribute 'serialNumbr'", at: at(24, 25),
                                fixIt: "serialNumber")
                        ]),
                    PreviewRow(
                        .value(
                            label: "Website",
                            value: PreviewValue(
                                "https://example.com/widgets/sprocket-deluxe-with-an-unreasonably-long-unbroken-address-0123456789"),
                            style: .value1, isMultiLine: false),
                        rowType: .singleLineValueLargeLabel, isEditable: true),
                    PreviewRow(
                        .value(
                            label: "Type", value: PreviewValue("Gadget"), style: .value2, isMultiLine: false),
                        rowType: .relationship, accessories: [.edit: .disclosure], link: "WidgetTypeDetailView.html"),
                ]),
            PreviewSection(
                header: "Settings", footer: "Public widgets appear in the catalogue.",
                rows: [
                    PreviewRow(.toggle(label: "Public", isOn: true), rowType: .booleanSwitch, isEditable: true),
                    PreviewRow(.toggle(label: "Discontinued", isOn: false), rowType: .booleanSwitch, isEditable: true),
                    PreviewRow(
                        .toggle(label: "Featured", isOn: nil), rowType: .booleanSwitch, isEditable: true,
                        diagnostics: [
                            Diagnostic(
                                .warning, .typeMismatch, "'featured' is a String; a switch needs a Boolean", at: at(40, 25),
                                notes: [DiagnosticNote("declared here", at: at(12, 5, file: "Model.xcdatamodeld"))])
                        ]),
                ]),
            PreviewSection(
                header: "Notes", footer: nil,
                rows: [
                    PreviewRow(
                        .value(
                            label: "Details", value: PreviewValue("Made of brass.\nShips in a wooden box;\n\tassembly required."),
                            style: .value2,
                            isMultiLine: true),
                        rowType: .multiLineValueSmallLabel, isEditable: true),
                    PreviewRow(
                        .value(
                            label: nil,
                            value: PreviewValue(
                                "A sprocket is a profiled wheel with teeth that mesh with a chain, track or other perforated material. "
                                    + "Supercalifragilisticexpialidocious-unbroken-words-wrap-anywhere-rather-than-overflowing-the-card."),
                            style: .default, isMultiLine: true),
                        rowType: .multiLineValueNoLabel, isEditable: true),
                ]),
            PreviewSection(
                header: "Manufacturing Process", footer: "Steps run in this order; drag to reorder.",
                rows: [
                    PreviewRow(
                        .value(label: nil, value: PreviewValue("Cut"), style: .default, isMultiLine: false),
                        rowType: .toManyOrderedRelationship,
                        accessories: [.view: .disclosure, .edit: .reorder], editControl: .delete, link: "ManufacturingStepDetailView.html"),
                    PreviewRow(
                        .value(label: nil, value: PreviewValue("Polish"), style: .default, isMultiLine: false), rowType: nil,
                        accessories: [.view: .disclosure, .edit: .reorder], editControl: .delete, link: "ManufacturingStepDetailView.html"),
                    PreviewRow(
                        .add(title: "Add Step"), rowType: nil, modes: [.edit], accessories: [.edit: .disclosure], editControl: .insert,
                        link: "ManufacturingStepAddView.html"),
                ]),
            PreviewSection(
                header: "Parts", footer: nil,
                rows: [
                    PreviewRow(
                        .add(title: "Add New Part"), rowType: .toManyRelationship, modes: [.edit], accessories: [.edit: .disclosure],
                        editControl: .insert, link: "PartAddView.html"),
                    PreviewRow(.add(title: "Add Existing Part"), rowType: nil, modes: [.edit], editControl: .insert),
                ],
                diagnostics: [Diagnostic(.note, .emptySection, "no sample parts: view mode shows an empty section", at: at(52, 9))]),
            PreviewSection(
                header: nil, footer: nil,
                rows: [
                    PreviewRow(.custom(title: "Share Widget", style: .button), rowType: .custom, modes: [.view]),
                    PreviewRow(.custom(title: "Delete Widget", style: .destructive), rowType: .custom, modes: [.edit]),
                    PreviewRow(.custom(title: "Made by DeleteRowController", style: .default), rowType: .custom),
                ]),
        ],
        diagnostics: [
            Diagnostic(.warning, .legacyRowType, "'MOTableRowTypeCustom' is the old name", at: at(60, 14), fixIt: "CDLTableRowTypeCustom"),
            Diagnostic(
                .error, .syntaxError, "binary property lists have no lines",
                at: SourceLocation(file: "Definitions/Widgets/Other.plist", position: .byteOffset(42))),
        ])

    /// A list view: list rows with detail text, links and a placeholder.
    static let widgetList = PreviewTable(
        kind: .listView, title: "Widgets", name: "WidgetListView", file: "Definitions/Widgets/WidgetListView.plist", entity: "Widget",
        sections: [
            PreviewSection(
                header: "G", footer: nil,
                rows: [
                    PreviewRow(
                        .listItem(text: PreviewValue("Gear"), detail: PreviewValue("June 9, 2025")), rowType: nil,
                        accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete, link: "WidgetDetailView.html"),
                    PreviewRow(
                        .listItem(text: PreviewValue("Gimbal"), detail: .placeholder("releaseDate")), rowType: nil,
                        accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete, link: "WidgetDetailView.html"),
                ]),
            PreviewSection(
                header: "S", footer: nil,
                rows: [
                    PreviewRow(
                        .listItem(text: PreviewValue("Sprocket"), detail: nil), rowType: nil,
                        accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete, link: "WidgetDetailView.html")
                ]),
        ])

    /// A table with one row of the given content, for tests that look at a single row.
    static func table(
        _ rows: [PreviewRow], header: String? = "Section", footer: String? = nil, sectionDiagnostics: [Diagnostic] = [],
        title: String = "Title", diagnostics: [Diagnostic] = []
    ) -> PreviewTable {
        PreviewTable(
            kind: .detailView, title: title, name: "Name", file: file, entity: "Widget",
            sections: [PreviewSection(header: header, footer: footer, rows: rows, diagnostics: sectionDiagnostics)],
            diagnostics: diagnostics)
    }
}
