import Basics
import Checks
import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// Validates an app scaffold as `cdlgen validate --no-project --model` would validate it written out —
/// in memory, with the same validator, against the same model — and leaves out whatever gets an error or
/// a warning, with a note naming the finding, until nothing does (issue 37). `init` can then make only
/// what validates, whatever rules `validate` gains.
///
/// - A finding in a row's dictionary leaves out the row (in its "Add New" keys, only its "Add New").
/// - A finding about a view as a whole that points (in a note) at what opens it — the list's "+", a row's
///   "Add New" — leaves out that opener (`unsaveable-view`); any other leaves out the view.
/// - Then a section left empty goes, a view left empty gets no file, and what refers to a view that went
///   goes too: a list view, with a note; an "Add New", with a note; an add view nothing opens.
struct AppScaffoldChecker {
    var model: CoreDataModel
    /// Each round leaves something out, and finds what that leaving out changes (a required row gone makes
    /// a view unsaveable); two or three are enough. The bound only keeps a bug from looping.
    static let maxRounds = 8
    /// Where the files are said to be: nothing is read from it or written to it.
    static let folder = "/cdlgen-init-app"

    func check(_ scaffold: [AppScaffoldFile]) -> (files: [AppScaffoldFile], omissions: [ScaffoldOmission]) {
        var files = scaffold
        var omissions: [ScaffoldOmission] = []
        for _ in 0..<Self.maxRounds {
            guard let reports = validate(files) else { break }
            var cut = ScaffoldCut()
            for (index, report) in reports.enumerated() {
                for diagnostic in report.diagnostics where diagnostic.severity >= .warning {
                    // Placed in the file it points into, which is the report's own as far as is known.
                    let file = reports.firstIndex { $0.file.displayPath == diagnostic.location.file } ?? index
                    place(diagnostic, of: file, in: files, reports: reports, into: &cut)
                }
            }
            guard !cut.isEmpty else { break }
            let (kept, leftOut) = cut.apply(to: files)
            files = kept
            omissions += leftOut
            omissions += tidy(&files)
        }
        return (files, omissions)
    }

    /// The reports of `files`, as `validate` makes them from the XML `init` writes; nil when a file cannot be
    /// written (then `init` reports it when it writes).
    private func validate(_ files: [AppScaffoldFile]) -> [FileReport]? {
        var texts: [[UInt8]] = []
        for file in files {
            guard let output = try? PlistWriter.write(file.propertyList, as: .xml) else { return nil }
            texts.append(Array(output.text.utf8))
        }
        let definitions = files.map { DefinitionFile(path: Self.folder + "/" + $0.name + ".plist", displayPath: $0.name + ".plist") }
        let catalog = DefinitionCatalog.listing(roots: [Self.folder], files: definitions)
        var validator = DefinitionValidator()
        validator.modelChecker = ModelChecker(model: model)
        let passes = ConcurrentMap.map(files.count) { [validator, definitions, texts, catalog] index in
            validator.firstPass(of: definitions[index], contents: texts[index], catalog: catalog)
        }
        return validator.checkAcrossFiles(passes, catalog: catalog)
    }

    /// What `diagnostic`, found in file `index`, leaves out.
    private func place(
        _ diagnostic: Diagnostic, of index: Int, in files: [AppScaffoldFile], reports: [FileReport], into cut: inout ScaffoldCut
    ) {
        guard case .detailView(let scaffold) = files[index].content, case .detailView(let view)? = reports[index].definition,
            Self.sameShape(scaffold, view)
        else {
            cut.leaveOut(file: index, for: diagnostic)
            return
        }
        switch ScaffoldFindingPlace.of(diagnostic.location.position, in: view) {
        case .row(let section, let row):
            let key = ScaffoldCut.RowKey(file: index, section: section, row: row)
            if scaffold.sections[section].rows[row].addNewDefinition != nil,
                ScaffoldFindingPlace.isInAddNew(diagnostic.location.position, of: view.sections[section].rows[row])
            {
                cut.leaveOutAddNew(of: key, for: diagnostic)
            } else {
                cut.leaveOut(row: key, for: diagnostic)
            }
        case .section(let section):
            cut.leaveOut(section: section, of: index, for: diagnostic)
        case .view:
            if !leaveOutOpener(of: index, for: diagnostic, in: files, reports: reports, into: &cut) {
                cut.leaveOut(file: index, for: diagnostic)
            }
        }
    }

    /// Leaves out what opens file `index` where a note of `diagnostic` points: a list view, or a row's "Add
    /// New". False when no note points at one.
    private func leaveOutOpener(
        of index: Int, for diagnostic: Diagnostic, in files: [AppScaffoldFile], reports: [FileReport], into cut: inout ScaffoldCut
    ) -> Bool {
        var found = false
        for note in diagnostic.notes {
            guard let opener = reports.firstIndex(where: { $0.file.displayPath == note.location.file }), opener != index else { continue }
            switch (files[opener].content, reports[opener].definition) {
            case (.listView(_, _, let detailView), _) where detailView == files[index].name:
                cut.leaveOut(file: opener, for: diagnostic)
                found = true
            case (.detailView(let scaffold), .detailView(let view)?) where Self.sameShape(scaffold, view):
                guard case .row(let section, let row) = ScaffoldFindingPlace.of(note.location.position, in: view),
                    scaffold.sections[section].rows[row].addNewDefinition == files[index].name
                else { continue }
                cut.leaveOutAddNew(of: ScaffoldCut.RowKey(file: opener, section: section, row: row), for: diagnostic)
                found = true
            default:
                continue
            }
        }
        return found
    }

    /// Whether the decoded view has the scaffold's sections and rows, so that places in one are places in
    /// the other.
    private static func sameShape(_ scaffold: DetailViewScaffold, _ view: DetailViewDefinition) -> Bool {
        scaffold.sections.map(\.rows.count) == view.sections.map(\.rows.count)
    }

    /// Leaves out what a cut left empty or pointing nowhere, until nothing is; the notes for what the user
    /// would miss.
    private func tidy(_ files: inout [AppScaffoldFile]) -> [ScaffoldOmission] {
        var omissions: [ScaffoldOmission] = []
        var changed = true
        while changed {
            changed = false
            let names = Set(files.map(\.name))
            let opened = Set(
                files.flatMap { file -> [String] in
                    guard case .detailView(let view) = file.content else { return [] }
                    return view.sections.flatMap(\.rows).compactMap(\.addNewDefinition)
                })
            var kept: [AppScaffoldFile] = []
            for var file in files {
                switch file.content {
                case .listView(_, _, let detailView) where !names.contains(detailView):
                    omissions.append(left(file.name, of: file.entity, "its detail view \(detailView) was left out"))
                    changed = true
                    continue
                case .listView:
                    break
                case .detailView(var view):
                    if file.isAddView && !opened.contains(file.name) {
                        changed = true
                        continue  // Its opener's note says why.
                    }
                    for sectionIndex in view.sections.indices {
                        for rowIndex in view.sections[sectionIndex].rows.indices {
                            let row = view.sections[sectionIndex].rows[rowIndex]
                            guard let addView = row.addNewDefinition, !names.contains(addView) else { continue }
                            let subject = "\"Add New\" of the row '\(row.label)' (\(row.attributeKeyPath)) of \(file.name)"
                            omissions.append(left(subject, of: view.entity, "its add view \(addView) was left out"))
                            view.sections[sectionIndex].rows[rowIndex].addNewDefinition = nil
                            changed = true
                        }
                    }
                    view.sections.removeAll { $0.rows.isEmpty }
                    if view.sections.isEmpty {
                        omissions.append(left(file.name, of: view.entity, "every row of it was left out"))
                        changed = true
                        continue
                    }
                    file.content = .detailView(view)
                }
                kept.append(file)
            }
            files = kept
        }
        return omissions
    }

    private func left(_ subject: String, of entity: String, _ reason: String) -> ScaffoldOmission {
        ScaffoldOmission(entity: entity, property: "", reason: reason, subject: subject)
    }
}
