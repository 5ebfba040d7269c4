import Diagnostics

/// What one round of ``AppScaffoldChecker`` leaves out of an app scaffold, each with the findings that are
/// why, applied once every finding is placed (the indexes stay those the findings were placed by).
struct ScaffoldCut {
    struct RowKey: Hashable {
        var file: Int
        var section: Int
        var row: Int
    }

    private var files: [Int: [Diagnostic]] = [:]
    private var sections: [Int: [Int: [Diagnostic]]] = [:]
    private var rows: [RowKey: [Diagnostic]] = [:]
    private var addNews: [RowKey: [Diagnostic]] = [:]

    var isEmpty: Bool { files.isEmpty && sections.isEmpty && rows.isEmpty && addNews.isEmpty }

    mutating func leaveOut(file: Int, for diagnostic: Diagnostic) { files[file, default: []].append(diagnostic) }
    mutating func leaveOut(section: Int, of file: Int, for diagnostic: Diagnostic) {
        sections[file, default: [:]][section, default: []].append(diagnostic)
    }
    mutating func leaveOut(row: RowKey, for diagnostic: Diagnostic) { rows[row, default: []].append(diagnostic) }
    mutating func leaveOutAddNew(of row: RowKey, for diagnostic: Diagnostic) { addNews[row, default: []].append(diagnostic) }

    /// `scaffold` without what this cut leaves out, and a note for each thing, naming the findings.
    func apply(to scaffold: [AppScaffoldFile]) -> (files: [AppScaffoldFile], omissions: [ScaffoldOmission]) {
        var result = scaffold
        var omissions: [ScaffoldOmission] = []
        for (index, file) in scaffold.enumerated() {
            if let found = files[index] {
                omissions.append(ScaffoldOmission(entity: file.entity, property: "", reason: Self.reason(found), subject: file.name))
                continue
            }
            guard case .detailView(var view) = file.content else { continue }
            // From the last, so that the indexes still hold; noted from the top.
            var leftOut: [ScaffoldOmission] = []
            for sectionIndex in view.sections.indices.reversed() {
                let section = view.sections[sectionIndex]
                if let found = sections[index]?[sectionIndex] {
                    let subject = "the section '\(section.title)' of \(file.name)"
                    leftOut.append(ScaffoldOmission(entity: view.entity, property: "", reason: Self.reason(found), subject: subject))
                    view.sections.remove(at: sectionIndex)
                    continue
                }
                for rowIndex in section.rows.indices.reversed() {
                    let key = RowKey(file: index, section: sectionIndex, row: rowIndex)
                    let row = section.rows[rowIndex]
                    let named = "the row '\(row.label)' (\(row.attributeKeyPath)) of \(file.name)"
                    let property = String(row.attributeKeyPath.split(separator: ".").first ?? "")
                    if let found = rows[key] {
                        leftOut.append(
                            ScaffoldOmission(entity: view.entity, property: property, reason: Self.reason(found), subject: named))
                        view.sections[sectionIndex].rows.remove(at: rowIndex)
                    } else if let found = addNews[key], row.addNewDefinition != nil {
                        leftOut.append(
                            ScaffoldOmission(
                                entity: view.entity, property: property, reason: Self.reason(found), subject: "\"Add New\" of " + named))
                        view.sections[sectionIndex].rows[rowIndex].addNewDefinition = nil
                    }
                }
            }
            result[index].content = .detailView(view)
            omissions += leftOut.reversed()
        }
        return (result.indices.filter { files[$0] == nil }.map { result[$0] }, omissions)
    }

    /// The findings, as `validate` names them: each message with its code, once.
    static func reason(_ diagnostics: [Diagnostic]) -> String {
        var seen: Set<String> = []
        return diagnostics.map { "\($0.message) [\($0.code)]" }.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }
}
