import Foundation
import Previews
import Testing

/// The screens a page holds besides its own view (edit screens, choosers, date pickers, add screens),
/// each shown by its URL fragment as the link to it shows it.
extension BrowserTests {
    @Test func everyScreenOfEveryPagePassesTheLayoutChecks() throws {
        let plan = try Self.expectedPages()
        var inspected = 0
        for page in try InspectedSite.sample.get().pages() {
            let name = page["name"] as? String ?? "", width = page["width"] as? Int ?? 0
            let errors = (page["errors"] as? [String] ?? []).filter { !($0.hasPrefix("edit:") && name == "index.html") }
            #expect(errors.isEmpty, "\(name) at \(width): \(errors)")
            for screen in page["screens"] as? [[String: Any]] ?? [] {
                let id = screen["id"] as? String ?? ""
                let at = "\(name)#\(id) at \(width)"
                #expect(screen["onlyVisible"] as? Bool == true, "\(at): screens shown \(screen["visibleScreens"] ?? "")")
                #expect(screen["visibleScreens"] as? [String] == [id], "\(at)")
                #expect(screen["isLandmarkWithHeading"] as? Bool == true, "\(at): \(screen["landmark"] ?? "")")
                #expect((screen["heading"] as? String)?.isEmpty == false, "\(at): no heading on show")
                // At 320 px the wheels once cut their values short ("Mon, Nov…", "5…", "P…"): they share 272 px.
                Self.expectLaidOut(screen, at)
                inspected += 1
            }
        }
        let screens = plan.values.map(\.screens.count).reduce(0, +)
        #expect(screens > 0)
        #expect(inspected == screens * Self.widths.count)  // Every screen of every page, at every width.
    }

    /// Each page holds the screens its `PreviewTable` has, in order, with their kinds, titles, bar
    /// buttons and rows.
    @Test func everyScreenShowsWhatItsPreviewScreenHolds() throws {
        let plan = try Self.expectedPages()
        var compared = 0
        for page in try InspectedSite.sample.get().pages() {
            let name = page["name"] as? String ?? "", width = page["width"] as? Int ?? 0
            guard let table = plan[name] else { continue }
            let shown = page["screens"] as? [[String: Any]] ?? []
            #expect(shown.map { $0["id"] as? String ?? "" } == table.screens.map(\.id), "\(name) at \(width)")
            for (screen, facts) in zip(table.screens, shown) {
                let at = "\(name)#\(screen.id) at \(width)"
                #expect(facts["kind"] as? String == screen.kind.rawValue, "\(at)")
                #expect(facts["heading"] as? String == screen.navigationBar.title ?? screen.kind.rawValue, "\(at)")
                let buttons = (facts["barButtons"] as? [[String: Any]] ?? []).map { $0["text"] as? String ?? "" }
                #expect(buttons == Self.barButtons(of: screen.navigationBar, in: .edit), "\(at): bar buttons")
                #expect(Self.rows(of: facts["sections"] as? [[String: Any]] ?? []) == Self.rows(of: screen.sections, in: .edit), "\(at)")
                // A wheel's blank places are not options: only the values it offers, and the one it is set to.
                let wheels = (facts["wheels"] as? [[String: Any]] ?? []).map { wheel in
                    "\(wheel["label"] as? String ?? ""): \(wheel["options"] as? [String] ?? []) at \(wheel["selected"] as? String ?? "-")"
                }
                let expected = (screen.datePicker?.wheels ?? []).map { wheel in
                    // A wheel without values shows its name, greyed.
                    let offered = wheel.options.isEmpty ? [wheel.name] : wheel.options.filter { !$0.isEmpty }.map(Self.collapsed)
                    return "\(wheel.name): \(offered) at \(wheel.selected.map { Self.collapsed(wheel.options[$0]) } ?? "-")"
                }
                #expect(wheels == expected, "\(at): date picker")
                compared += 1
            }
        }
        #expect(compared == plan.values.map(\.screens.count).reduce(0, +) * Self.widths.count)
    }
}
