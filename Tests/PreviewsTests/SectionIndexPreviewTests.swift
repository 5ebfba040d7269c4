import CDLGenTestSupport
import Foundation
import Previews
import Testing

/// Issue 38: a list view's section index, as CDL asks UIKit for it (`sectionIndexTitlesForTableView:`)
/// and UIKit draws it (only from six rows), in the preview model and both renderers.
@Suite struct SectionIndexPreviewTests {
    @Test func theFetchedResultsControllersTitlesAreEachSectionsCapitalisedFirstLetterOnce() {
        let index = PreviewSectionIndex(
            alphabetical: false, sectionNames: ["3D printer", "anvil", "Axe", "", "Bolt cutter", "école", "Émile"], rowCount: 7)
        #expect(index.titles == ["3", "A", "B", "É"])
        #expect(index.isShown && index.hiddenReason == nil)
    }

    @Test func alphabeticalTitlesAreCDLsFixedHashThenAToZ() {
        let index = PreviewSectionIndex(alphabetical: true, sectionNames: ["Sprocket"], rowCount: 6)
        #expect(index.titles.first == "#" && index.titles.count == 27 && index.titles.last == "Z")
        #expect(index.titles.joined() == "#ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        #expect(index.isShown)
    }

    @Test func underSixRowsUIKitDrawsNoIndexAndThePreviewSaysWhy() {
        let index = PreviewSectionIndex(alphabetical: true, sectionNames: ["Flux Capacitor", "Sprocket"], rowCount: 2)
        #expect(!index.isShown)
        #expect(index.hiddenReason == "No section index: UIKit shows it from 6 rows, and this list has 2 rows.")
    }

    @Test func theSampleWidgetListAsksForTheAlphabetButHasTwoRows() throws {
        let widgets = try #require(try sampleProjectSession().table("WidgetListView"))
        #expect(widgets.sectionIndex == PreviewSectionIndex(titles: PreviewSectionIndex.alphabeticalTitles, rowCount: 2))
        // sectionIndexTitlesEnabled = NO: no index, and nothing said about one.
        let events = try #require(try sampleProjectSession().table("EventListView"))
        #expect(events.sectionIndex == nil)
    }

    @Test func sevenWidgetsShowTheIndex() throws {
        let folder = try TemporaryFolder()
        let names = ["Sprocket", "Flux Capacitor", "Gear", "Axle", "Bolt", "Cog", "Nut"]
        let data = try folder.write("Widgets.json", "[" + names.map { #"{ "name": "\#($0)" }"# }.joined(separator: ", ") + "]")
        let widgets = try #require(try sampleProjectSession { $0.data = data }.table("WidgetListView"))
        #expect(widgets.sectionIndex?.rowCount == 7)
        #expect(widgets.sectionIndex?.isShown == true)
    }

    static func list(index: PreviewSectionIndex) -> PreviewTable {
        let rows = ["Axle", "Bolt", "Cog"].map { name in
            PreviewRow(
                .listItem(text: PreviewValue(name), detail: PreviewValue("Gadget")), rowType: nil,
                accessories: [.view: .disclosure, .edit: .disclosure], editControl: .delete)
        }
        var table = PreviewTable(
            kind: .listView, title: "Widgets", name: "WidgetListView", file: "WidgetListView.plist", entity: "Widget",
            sections: [PreviewSection(header: "A", footer: nil, rows: rows)])
        table.sectionIndex = index
        return table
    }

    @Test func theTextRendererDrawsTheTitlesUnderTheBarOrWhyThereAreNone() throws {
        let shown = PreviewSectionIndex(titles: PreviewSectionIndex.alphabeticalTitles, rowCount: 6)
        let hidden = PreviewSectionIndex(titles: PreviewSectionIndex.alphabeticalTitles, rowCount: 3)
        let narrow = TextRenderer(width: 40)
        let output = [
            TextRenderer(width: 64).render(Self.list(index: shown), mode: .view),
            narrow.render(Self.list(index: shown), mode: .edit),
            TextRenderer(width: 64, ascii: true).render(Self.list(index: hidden), mode: .view),
        ].joined(separator: "\n")
        try snapshots.assertMatches(output, named: "TextRenderer-section-index.txt")
    }

    @Test func theHTMLRendererDrawsTheStripOrANote() {
        let shown = HTMLRenderer().render(Self.list(index: PreviewSectionIndex(titles: ["A", "B", "#"], rowCount: 6)))
        #expect(shown.contains(#"<ol class="section-index" aria-label="Section index">"#))
        #expect(shown.contains("<li>A</li>") && shown.contains("<li>#</li>") && !shown.contains("section-index-note"))
        let hidden = HTMLRenderer().render(Self.list(index: PreviewSectionIndex(titles: ["A"], rowCount: 3)))
        #expect(!hidden.contains(#"<ol class="section-index""#))
        #expect(
            hidden.contains(
                #"<p class="screen-note section-index-note">No section index: UIKit shows it from 6 rows, and this list has 3 rows.</p>"#))
    }
}
