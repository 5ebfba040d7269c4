import Definitions
import PlistLoader

/// Finds the report of the definition a reference names: references resolve to real paths, and a
/// report is the one whose file has that real path.
///
/// Real paths cost a few system calls each (`readlink` per component, `getcwd`), so they are found only
/// for the reports a reference may name: those with the target's file name first. Only a reference that
/// none of those is (a definition reached through a symbolic link of another name) makes the index of
/// every report's real path. The model phase runs one after another, so this is not shared between threads.
final class ReportIndex {
    let catalog: DefinitionCatalog
    private let reports: [ModelCheckedFile]
    /// Definition name → indexes of the reports of that name, in order. Made at the first reference: a run with no
    /// references needs none, and hashing every name held up one core (docs/PERFORMANCE.md, "The comments' figures").
    private lazy var byName: [String: [Int]] = {
        var byName: [String: [Int]] = [:]
        for (index, report) in reports.enumerated() where report.firstPass != nil {
            byName[report.file.name, default: []].append(index)
        }
        return byName
    }()
    private var realPaths: [Int: String?] = [:]
    private lazy var byRealPath: [String: Int] = {
        var byRealPath: [String: Int] = [:]
        for index in reports.indices {
            if let real = realPath(of: index) { byRealPath[real] = index }
        }
        return byRealPath
    }()

    init(_ reports: [ModelCheckedFile], catalog: DefinitionCatalog) {
        self.reports = reports
        self.catalog = catalog
    }

    /// The index of the report `reference` (written in `report`'s file) names, when it was checked too.
    /// Of several reports of one file (a file and a link to it, both found), the last of its name.
    func target(of reference: Located<String>, from report: ModelCheckedFile) -> Int? {
        guard case .found(let path) = catalog.resolve(reference.value, from: report.file.path) else { return nil }
        if let index = (byName[DefinitionFile(path: path).name] ?? []).last(where: { realPath(of: $0) == path }) {
            return index
        }
        return byRealPath[path]
    }

    private func realPath(of index: Int) -> String? {
        if let known = realPaths[index] { return known }
        let real = reports[index].firstPass == nil ? nil : catalog.identity(of: reports[index].file.path)
        realPaths[index] = real
        return real
    }
}
