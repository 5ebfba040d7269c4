import Basics
import Checks
import CoreDataStore
import PlistLoader

/// Which pages a preview site has and how they link: one page per definition file, and one more for each
/// further sample object a list view shows (its rows lead to them).
public struct PreviewSitePlan: Sendable {
    public private(set) var pages: [PreviewPage] = []
    /// The page of each report's definition (its first object).
    public private(set) var pageOfReport: [Int: String] = [:]
    private let catalog: DefinitionCatalog
    private let reports: [FileReport]
    /// Real path of a definition file → its report.
    private var reportOfFile: [String: Int] = [:]
    private var pageOfObject: [PageKey: String] = [:]
    /// The list view whose rows lead to a detail view's report, for its back button: the first by path.
    private var listOfDetail: [Int: Int] = [:]
    /// The page of each object of the app's store that a list leads to, by its `StoreObjectID`.
    private var pageOfStoreObject: [String: String] = [:]

    private struct PageKey: Hashable {
        var report: Int
        var objectIndex: Int
    }

    /// `objectCount` tells how many sample objects a list view shows.
    public init(reports: [FileReport], catalog: DefinitionCatalog, objectCount: (FileReport) -> Int) {
        self.catalog = catalog
        self.reports = reports
        let definitionIndices = reports.indices.filter { reports[$0].kind == .definition }
        let files = SitePath.pathsBelowCommonFolder(definitionIndices.map { reports[$0].file.path })
        let basePaths = ConcurrentMap.map(files.count) { SitePath.page(for: files[$0]) }
        var counts: [String: Int] = [:]
        for path in basePaths { counts[path, default: 0] += 1 }
        // Links need each file's real path (a few system calls a file): find them only when a link can be made.
        let definitionsLink = definitionIndices.contains { reports[$0].definition?.references.isEmpty == false }
        for (number, index) in definitionIndices.enumerated() {
            // `A.plist` and `A.json` side by side would share `A.html`: both keep their extension then.
            let path = counts[basePaths[number]]! > 1 ? SitePath.page(for: files[number], keepingExtension: true) : basePaths[number]
            pageOfReport[index] = path
            pageOfObject[PageKey(report: index, objectIndex: 0)] = path
            pages.append(PreviewPage(path: path, report: index, objectIndex: 0))
            if definitionsLink {
                let file = reports[index].file.path
                reportOfFile[PathUtilities.realPath(file) ?? PathUtilities.absolute(file)] = index
            }
        }
        addObjectPages(objectCount: objectCount)
    }

    /// The pages of a session's site: a list view leads to as many detail pages as it shows objects.
    public init(session: PreviewSession) {
        let builder = session.builder
        self.init(reports: session.reports, catalog: session.catalog) { report in
            guard case .listView(let view)? = report.definition else { return 1 }
            return builder.objects(for: view.entityName.value)?.count ?? 1
        }
        for page in pages {
            guard case .listView(let view)? = reports[page.report].definition,
                let detail = report(named: view.detailViewDefinition.value, from: reports[page.report].file.path)
            else { continue }
            for (index, object) in (builder.objects(for: view.entityName.value) ?? []).enumerated() {
                guard let id = StoreObjectID.of(object), pageOfStoreObject[id] == nil,
                    let path = pageOfObject[PageKey(report: detail, objectIndex: index)]
                else { continue }
                pageOfStoreObject[id] = path
            }
        }
    }

    /// The href from `page` to the page of `definition` (a name, resolved as references are) showing the
    /// object at `objectIndex`; nil when the name leads nowhere.
    public func link(from page: PreviewPage, to definition: String, objectIndex: Int) -> String? {
        guard let target = report(named: definition, from: reports[page.report].file.path) else { return nil }
        guard let path = pageOfObject[PageKey(report: target, objectIndex: objectIndex)] ?? pageOfReport[target] else { return nil }
        return SitePath.link(from: page.path, to: path)
    }

    /// Where the links of `page` go: the site's pages, the definitions references name, and for a
    /// detail view the list its back button returns to.
    public func links(for page: PreviewPage) -> PreviewLinks {
        let file = reports[page.report].file.path
        var back: PreviewBarButton?
        if let list = listOfDetail[page.report], let listPage = pageOfReport[list], case .listView(let view)? = reports[list].definition {
            // UIKit titles a back button with the title of the screen it returns to, or "Back" when it has none.
            back = PreviewBarButton(.back, view.controllerTitle?.value ?? "Back", link: SitePath.link(from: page.path, to: listPage))
        }
        return PreviewLinks(
            page: { link(from: page, to: $0, objectIndex: $1) },
            definition: { name in report(named: name, from: file).map { reports[$0] } },
            back: back,
            object: { object in StoreObjectID.of(object).flatMap { pageOfStoreObject[$0] }.map { SitePath.link(from: page.path, to: $0) } })
    }

    private mutating func addObjectPages(objectCount: (FileReport) -> Int) {
        for page in pages {
            guard case .listView(let view)? = reports[page.report].definition,
                let detail = report(named: view.detailViewDefinition.value, from: reports[page.report].file.path)
            else { continue }
            if listOfDetail[detail] == nil { listOfDetail[detail] = page.report }
            for objectIndex in 1..<max(1, objectCount(reports[page.report])) {
                let key = PageKey(report: detail, objectIndex: objectIndex)
                guard pageOfObject[key] == nil else { continue }
                let path = Self.objectPagePath(pageOfReport[detail]!, objectIndex: objectIndex)
                pageOfObject[key] = path
                pages.append(PreviewPage(path: path, report: detail, objectIndex: objectIndex))
            }
        }
    }

    private func report(named name: String, from file: String) -> Int? {
        guard case .found(let path) = catalog.resolve(name, from: file) else { return nil }
        return reportOfFile[path]
    }

    /// `Events/EventDetailView.html` → `Events/EventDetailView.object-2.html` for the second object.
    static func objectPagePath(_ page: String, objectIndex: Int) -> String {
        String(page.dropLast(".html".count)) + ".object-\(objectIndex + 1).html"
    }
}
