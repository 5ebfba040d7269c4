import Basics
import Foundation

/// The long choosers of a site's pages, gathered as the pages are drawn (on every core) and each then
/// written once, on a page of its own, for all the pages it is opened from (issue 40): a store's entity
/// offers thousands of objects, and each of its pages used to carry them all.
final class ChooserPages: @unchecked Sendable {
    /// A chooser of more objects than this has a page of its own; a shorter one stays on its page, a
    /// fragment away, as every screen was before.
    static let longerThan = 50

    struct Chooser {
        /// What the chooser page shows of its definition: the table of the first page it is opened from.
        var table: PreviewTable
        var screen: PreviewScreen
        /// The pages it is opened from, by object index (0: the definition's own page).
        var origins: [Int: ChooserOrigin] = [:]
    }

    // Filled by the page workers under the lock; read once they are done.
    private let lock = NSLock()
    private var choosers: [String: Chooser] = [:]

    /// Where the chooser `screen` of the definition whose page is `definitionPage` is drawn:
    /// `Events/EventDetailView.html` → `Events/EventDetailView.edit-1-4.html`, beside its pages.
    static func path(besides definitionPage: String, screen: String) -> String {
        String(definitionPage.dropLast(".html".count)) + ".\(screen).html"
    }

    /// Removes the chooser pages beside `definitionPages` that this run did not write (`keeping`): a
    /// chooser that went, or became short, with its data or its definition. Only names a chooser page can
    /// have (`EventDetailView.edit-1-4.html`, `EventListView.add.add-2-1.html`) and no page of the site's.
    static func removeStale(besides definitionPages: Set<String>, keeping: Set<String>, pages: Set<String>, in folder: String) {
        let bases = Dictionary(grouping: definitionPages) { SitePath.folder(of: $0) }
        for (subfolder, definitions) in bases {
            let directory = subfolder.isEmpty ? folder : PathUtilities.join(folder, String(subfolder))
            let names = Set(definitions.map { String($0.split(separator: "/").last!.dropLast(".html".count)) })
            for file in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
                guard let dot = file.firstIndex(of: "."), file.hasSuffix(".html"),
                    names.contains(String(file[..<dot])),
                    file[file.index(after: dot)...].dropLast(".html".count).wholeMatch(of: screenName) != nil
                else { continue }
                let path = subfolder.isEmpty ? file : "\(subfolder)/\(file)"
                guard !keeping.contains(path), !pages.contains(path) else { continue }
                try? FileManager.default.removeItem(atPath: PathUtilities.join(folder, path))
            }
        }
    }

    /// The id of a screen that can be a chooser: its own (`edit-1-4`, `add-existing-2-1`, `add-3-1`), or
    /// one inside a list's add screen or an add-new view (`add.edit-1-4`, `add-new-3-1.add-2-1`).
    nonisolated(unsafe) private static let screenName = /((add|add-new-\d+-\d+)\.)?(edit|add-existing|add)-\d+-\d+/

    /// Whether `screen` goes on a page of its own.
    static func isLong(_ screen: PreviewScreen) -> Bool {
        (screen.choices?.list.values.count ?? 0) > longerThan
    }

    /// Notes that the page at `pagePath` (showing object `objectIndex`) opens `screen`, drawn at
    /// `chooserPath`; returns the fragment that names the page there.
    func add(
        _ screen: PreviewScreen, at chooserPath: String, openedFrom pagePath: String, objectIndex: Int, table: PreviewTable
    ) -> String {
        let id = "o\(objectIndex + 1)"
        let back = SitePath.link(from: chooserPath, to: pagePath)
        var bar = screen.navigationBar
        // Its Cancel and Save go to a screen of the page that opened it: that page's, from here.
        for button in [\PreviewNavigationBar.leading, \.trailing] {
            if let link = bar[keyPath: button]?.link, link.hasPrefix("#") { bar[keyPath: button]?.link = back + link }
        }
        let origin = ChooserOrigin(id: id, navigationBar: bar, chosen: screen.choices?.chosen)
        lock.withLock {
            // The first page's table and screen stand for all: the same bytes whichever worker came first.
            if objectIndex < choosers[chooserPath]?.origins.keys.min() ?? .max {
                var header = table
                (header.sections, header.screens) = ([], [])
                choosers[chooserPath, default: Chooser(table: header, screen: screen)].table = header
                choosers[chooserPath]?.screen = screen
            }
            choosers[chooserPath]?.origins[objectIndex] = origin
        }
        return id
    }

    /// The choosers gathered, by path, each with its origins in object order.
    var all: [(path: String, chooser: Chooser, origins: [ChooserOrigin])] {
        lock.withLock {
            choosers.keys.sorted().map { path in
                let chooser = choosers[path]!
                return (path, chooser, chooser.origins.keys.sorted().map { chooser.origins[$0]! })
            }
        }
    }
}
