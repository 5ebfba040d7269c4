import Definitions
import Diagnostics
import PlistLoader

/// The checks that need every file of a run, made once all are decoded: two definitions with one name
/// (`duplicate-definition-name`: the app bundle CDL loads them from is flat), and a reference that CDL
/// loads as a detail view naming a list view (`wrong-definition-kind`: `-[NSArray initWithContentsOfFile:]`
/// gives nil for a dictionary, and CDL raises "Provided plist is not valid").
struct DefinitionLinkChecker {
    var catalog: DefinitionCatalog

    /// Diagnostics by report index.
    func check(_ reports: [FirstPassReport]) -> [Int: [Diagnostic]] {
        var found: [Int: [Diagnostic]] = [:]
        let referring = reports.indices.filter { reports[$0].links.map { !$0.references.isEmpty } ?? false }
        guard !catalog.filesSharingNames.isEmpty || !referring.isEmpty else { return found }
        // Real paths only of the reports a name leads to: most files are never named.
        var byName: [String: [Int]] = [:]
        for (index, report) in reports.enumerated() where report.links != nil { byName[report.file.name, default: []].append(index) }
        var realPaths: [Int: String?] = [:]
        func realPath(of index: Int) -> String? {
            if let known = realPaths[index] { return known }
            let real = catalog.identity(of: reports[index].file.path)
            realPaths[index] = real
            return real
        }
        func report(atRealPath path: String) -> Int? {
            byName[DefinitionFile(path: path).name]?.first { realPath(of: $0) == path }
        }
        for (name, files) in catalog.filesSharingNames {
            let indexes = files.compactMap { catalog.identity(of: $0.path).flatMap(report(atRealPath:)) }
            guard let first = indexes.first else { continue }
            // A file found twice (through a link) is one definition.
            for index in Set(indexes.dropFirst()).sorted() where index != first {
                let at = SourceLocation(file: reports[index].file.displayPath, position: reports[index].links!.position)
                let other = SourceLocation(file: reports[first].file.displayPath, position: reports[first].links!.position)
                found[index, default: []].append(.duplicateDefinitionName(name, at: at, first: other))
            }
        }
        for index in referring {
            for (reference, path) in reports[index].links!.references {
                guard let target = report(atRealPath: path), let targetLinks = reports[target].links, targetLinks.isListView else {
                    continue
                }
                let at = SourceLocation(file: reports[index].file.displayPath, position: reference.name.position)
                let listView = SourceLocation(file: reports[target].file.displayPath, position: targetLinks.position)
                found[index, default: []].append(.wrongDefinitionKind(reference.name.value, key: reference.key, at: at, listView: listView))
            }
        }
        return found
    }
}
