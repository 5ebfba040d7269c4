import Basics
import Diagnostics
import Dispatch
import Foundation
import PlistLoader
import Reporting

/// Writes a preview site: `index.html` and one page per definition (and per further object a list view
/// shows), rendered in parallel. Every file is written atomically, so a failed run leaves each file
/// either as it was or complete; the same session always gives the same bytes. A page that a previous
/// run left with the same bytes is not written again.
public struct PreviewSiteWriter: Sendable {
    public var session: PreviewSession

    public init(session: PreviewSession) {
        self.session = session
    }

    /// What a written site holds.
    public struct Summary: Sendable, Equatable {
        public var pages: Int
        public var definitions: Int
        public var errors: Int
        public var warnings: Int
    }

    /// Writes the site below `folder`. `progress` is called with (pages done, pages in all) from any thread.
    /// `states`: each definition's page also in each ``PreviewState``, beside it.
    public func write(
        to folder: String, progress: (@Sendable (Int, Int) -> Void)? = nil, onlyDefinitionsAt changed: Set<String>? = nil,
        states: Bool = false
    ) throws(FileWriteError) -> Summary {
        let builder = session.builder
        let plan = PreviewSitePlan(session: session)
        try createFolders(for: plan.pages.map(\.path) + ["index.html"], below: folder)
        try AtomicFileWriter.write(
            HTMLStyleSheet.cssBytes, to: PathUtilities.join(folder, Self.stylesheetPath), replacing: true, durable: false,
            keepingUnchanged: true)

        // `preview --watch`: only the pages of the definitions a change affects (and the index) are drawn again.
        let reports = session.reports
        let pages = changed.map { changed in plan.pages.filter { changed.contains(reports[$0.report].file.path) } } ?? plan.pages
        let failures = FailureList()
        let done = Counter(), taken = Counter()
        let backLinks = Self.links(to: "index.html", from: pages)
        let sheetLinks = Self.links(to: Self.stylesheetPath, from: pages)
        let choosers = ChooserPages()
        // One worker per core, each taking the next page as it is free (a core busy elsewhere takes fewer),
        // and each with its own formatter, which is costly to make and remembers what it formatted.
        let workers = min(pages.count, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: max(workers, 1)) { _ in
            guard workers > 0 else { return }
            let formatter = ValueFormatter(locale: builder.context.locale, timeZone: builder.context.timeZone)
            while let pageIndex = taken.next(below: pages.count) {
                let page = pages[pageIndex]
                let table = builder.table(
                    for: reports[page.report], objectIndex: page.objectIndex, formatter: formatter, links: plan.links(for: page))
                var renderer = HTMLRenderer()
                renderer.stylesheetLink = sheetLinks[SitePath.folder(of: page.path)]
                for screen in table.screens where ChooserPages.isLong(screen) {
                    let path = ChooserPages.path(besides: plan.pageOfReport[page.report] ?? page.path, screen: screen.id)
                    let origin = choosers.add(screen, at: path, openedFrom: page.path, objectIndex: page.objectIndex, table: table)
                    renderer.screensElsewhere[screen.id] = SitePath.link(from: page.path, to: path) + "#" + origin
                }
                let html = renderer.renderBytes(table, backLink: backLinks[SitePath.folder(of: page.path)])
                do throws(FileWriteError) {
                    try AtomicFileWriter.write(
                        html, to: PathUtilities.join(folder, page.path), replacing: true, durable: false, keepingUnchanged: true)
                } catch {
                    failures.append(error)
                }
                progress?(done.increment(), pages.count)
            }
        }
        if let failure = failures.first { throw failure }
        let chooserPages = try writeChooserPages(choosers, backLinks: backLinks, sheetLinks: sheetLinks, into: folder)
        ChooserPages.removeStale(
            besides: Set(pages.compactMap { plan.pageOfReport[$0.report] }), keeping: Set(choosers.all.map(\.path)),
            pages: Set(plan.pages.map(\.path)), in: folder)
        let statePages =
            states
            ? try writeStatePages(
                of: pages.filter { $0.objectIndex == 0 }, plan: plan, backLinks: backLinks, sheetLinks: sheetLinks, into: folder) : 0

        var entries = indexEntries(plan)
        if states {
            for index in entries.indices where entries[index].page != nil { entries[index].states = PreviewState.allCases }
        }
        let index = PreviewIndexRenderer().renderBytes(definitions: entries, otherFiles: reports.filter { $0.kind != .definition })
        try AtomicFileWriter.write(
            index, to: PathUtilities.join(folder, "index.html"), replacing: true, durable: false, keepingUnchanged: true)
        return Summary(
            pages: pages.count + chooserPages + statePages + 1, definitions: entries.count,
            errors: entries.map(\.errors).reduce(0, +) + otherCount(.error),
            warnings: entries.map(\.warnings).reduce(0, +) + otherCount(.warning))
    }

    /// The long choosers, each on a page of its own beside its definition's pages, in parallel. How many.
    private func writeChooserPages(
        _ choosers: ChooserPages, backLinks: [Substring: String], sheetLinks: [Substring: String], into folder: String
    ) throws(FileWriteError) -> Int {
        let all = choosers.all
        let failures = FailureList()
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            let (path, chooser, origins) = all[index]
            var renderer = HTMLRenderer()
            // Beside its definition's pages: their folder's links are its own.
            renderer.stylesheetLink = sheetLinks[SitePath.folder(of: path)]
            let html = renderer.renderChooserPageBytes(
                chooser.screen, origins: origins, of: chooser.table, backLink: backLinks[SitePath.folder(of: path)])
            do throws(FileWriteError) {
                try AtomicFileWriter.write(
                    html, to: PathUtilities.join(folder, path), replacing: true, durable: false, keepingUnchanged: true)
            } catch {
                failures.append(error)
            }
        }
        if let failure = failures.first { throw failure }
        return all.count
    }

    /// Each definition's page in each edge state, beside it (`EventDetailView.state-empty.html`): the
    /// sample data made empty or long (``PreviewState``), or the page drawn 320 points wide. How many.
    private func writeStatePages(
        of pages: [PreviewPage], plan: PreviewSitePlan, backLinks: [Substring: String], sheetLinks: [Substring: String],
        into folder: String
    ) throws(FileWriteError) -> Int {
        let base = session.builder
        let reports = session.reports
        var written = 0
        for state in PreviewState.allCases {
            let builder = PreviewBuilder(
                context: base.context, sampleData: state.sampleData(from: base.sampleData, model: base.context.model))
            let formatter = ValueFormatter(locale: builder.context.locale, timeZone: builder.context.timeZone)
            for page in pages {
                var table = builder.table(for: reports[page.report], objectIndex: 0, formatter: formatter, links: plan.links(for: page))
                table.title += " (\(state.label))"
                table.footnote = [table.footnote, state.note].compactMap { $0 }.joined(separator: " ")
                var renderer = HTMLRenderer(state: state)
                renderer.stylesheetLink = sheetLinks[SitePath.folder(of: page.path)]
                let html = renderer.renderBytes(table, backLink: backLinks[SitePath.folder(of: page.path)])
                try AtomicFileWriter.write(
                    html, to: PathUtilities.join(folder, state.pagePath(besides: page.path)), replacing: true, durable: false,
                    keepingUnchanged: true)
                written += 1
            }
        }
        return written
    }

    /// The paths of every page the session's site has, index included: what a later round compares with,
    /// to remove the pages of definitions that are gone. (The style sheet is no page, and never goes.)
    public var pagePaths: Set<String> {
        Set(PreviewSitePlan(session: session).pages.map(\.path) + ["index.html"])
    }

    /// The style sheet every page but the index links, at the site's root.
    static let stylesheetPath = "style.css"

    /// The link to `target` at the site's root (`index.html`, the style sheet) from each folder that has
    /// pages: the same for all the pages in a folder, so made once for it.
    private static func links(to target: String, from pages: [PreviewPage]) -> [Substring: String] {
        var links: [Substring: String] = [:]
        for page in pages {
            let folder = SitePath.folder(of: page.path)
            if links[folder] == nil { links[folder] = SitePath.link(from: page.path, to: target) }
        }
        return links
    }

    private func indexEntries(_ plan: PreviewSitePlan) -> [PreviewIndexEntry] {
        session.reports.indices.compactMap { index in
            let report = session.reports[index]
            guard report.kind == .definition, let page = plan.pageOfReport[index] else { return nil }
            let kind: String =
                switch report.definition {
                case .detailView?: "detail view"
                case .listView?: "list view"
                case nil: report.readFailure != nil ? "unreadable" : "not decoded"
                }
            let entity: String? =
                if case .listView(let view)? = report.definition { view.entityName.value } else { report.entity?.entity }
            // Counted as `validate` counts them: a `too-many-problems` stands for what it did not list.
            let counts = ValidationSummary([report])
            return PreviewIndexEntry(
                // A decoded definition has the file's name already; working it out from the path again is slow.
                name: report.definition?.name ?? report.file.name, file: report.file.displayPath, page: page, kind: kind, entity: entity,
                errors: counts.errors, warnings: counts.warnings, notes: counts.notes)
        }
    }

    private func otherCount(_ severity: DiagnosticSeverity) -> Int {
        let others = ValidationSummary(session.reports.filter { $0.kind != .definition })
        return switch severity {
        case .error: others.errors
        case .warning: others.warnings
        case .note: others.notes
        }
    }

    /// Creates the folders the pages go in. The output folder itself may be a symbolic link (the user
    /// named it), but a folder below it must not lead out of it: a link planted there would otherwise
    /// choose where pages are written.
    private func createFolders(for pages: [String], below folder: String) throws(FileWriteError) {
        var root: String?
        let pageFolders = Set(pages.map { SitePath.folder(of: $0) })
        let directories = Set(pageFolders.map { PathUtilities.normalized(PathUtilities.join(folder, String($0))) })
        for directory in directories.sorted() {
            try FolderMaker.make(directory)
            root = root ?? PathUtilities.realPath(folder)
            guard let root, let real = PathUtilities.realPath(directory), PathUtilities.isInside(real, root) else {
                throw FileWriteError(
                    path: directory,
                    reason: "it leads out of the output folder through a symbolic link; cdlgen does not write through links")
            }
        }
    }
}

/// The write failures of the worker threads.
private final class FailureList: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [FileWriteError] = []

    func append(_ failure: FileWriteError) {
        lock.withLock { failures.append(failure) }
    }

    var first: FileWriteError? { lock.withLock { failures.min { $0.path < $1.path } } }
}

/// Pages taken and pages done.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func increment() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }

    /// The count before it goes up by one, while that is below `limit`: the next page for a worker.
    func next(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            value += 1
            return value - 1
        }
    }
}
