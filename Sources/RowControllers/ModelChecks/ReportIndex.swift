/// Finds the report of the definition a reference names: references resolve to real paths, reports
/// are indexed by theirs.
struct ReportIndex: Sendable {
    private let byRealPath: [String: Int]
    let catalog: DefinitionCatalog

    init(_ reports: [FileReport], catalog: DefinitionCatalog) {
        // A few system calls per file: on every core.
        let realPaths = ConcurrentMap.map(reports.count) { index in
            reports[index].definition == nil ? nil : PathUtilities.realPath(reports[index].file.path)
        }
        var byRealPath: [String: Int] = [:]
        for (index, real) in realPaths.enumerated() {
            if let real { byRealPath[real] = index }
        }
        self.byRealPath = byRealPath
        self.catalog = catalog
    }

    /// The index of the report `reference` (written in `report`'s file) names, when it was checked too.
    func target(of reference: Located<String>, from report: FileReport) -> Int? {
        guard case .found(let path) = catalog.resolve(reference.value, from: report.file.path) else { return nil }
        return byRealPath[path]
    }
}
