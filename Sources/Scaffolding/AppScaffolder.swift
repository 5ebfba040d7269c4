import CoreDataModel
import PlistLoader

/// Makes the definitions of an app from a model (`cdlgen init --app`), the files people get wrong by hand:
/// for each entity asked for a list view and its detail view; the detail view of each entity they are
/// related to, one level deep; and for each to-many row an "Add New" view that shows every required
/// attribute and leaves out the inverse relationship (CDL attaches the new object through it after Save;
/// issue 9's `relationship-in-add-view` and `unsaveable-view`). Then the whole app is validated as
/// `cdlgen validate` would validate it, and what would not pass is left out, with a note (issue 37,
/// `AppScaffoldChecker`).
public struct AppScaffolder: Sendable {
    public var model: CoreDataModel

    public init(model: CoreDataModel) {
        self.model = model
    }

    /// `layout` arranges the first entity's detail view.
    public func scaffold(entities: [String], layout: ScaffoldLayout? = nil) throws(ScaffoldError) -> AppScaffold {
        let scaffolder = DetailViewScaffolder(model: model)
        var files: [AppScaffoldFile] = []
        var notes: [String] = []
        var made: Set<String> = []
        func add(_ file: AppScaffoldFile) {
            guard made.insert(file.name).inserted else { return }
            files.append(file)
        }
        var related: [String] = []
        for (position, entity) in entities.enumerated() {
            var detail = try scaffolder.scaffold(entityNamed: entity)
            if position == 0, let layout {
                let (arranged, unknown, leftOut) = layout.apply(to: detail)
                detail = arranged
                notes += unknown.map { "the layout names '\($0)', which the detail view of \(entity) has no row for" }
                if !leftOut.isEmpty {
                    notes.append(
                        "the layout does not name \(leftOut.map { "'\($0)'" }.joined(separator: ", ")): they follow in "
                            + "\(entity)DetailView, in a section titled '\(ScaffoldLayout.leftOutTitle)'")
                }
            }
            notes += detail.omissions.map(\.message)
            for (sectionIndex, section) in detail.sections.enumerated() {
                for (rowIndex, row) in section.rows.enumerated() where row.type == .toManyRelationship {
                    guard let addView = addView(for: row, of: entity, scaffolder: scaffolder, notes: &notes) else { continue }
                    let name = uniqueName(addView.entity + "AddView", from: entity, in: made)
                    detail.sections[sectionIndex].rows[rowIndex].addNewDefinition = name
                    add(AppScaffoldFile(name: name, content: .detailView(addView), isAddView: true))
                }
            }
            // Listed by its shown String: CDL sorts with `caseInsensitiveCompare:` (`sort-key-not-string`).
            if let shown = DetailViewScaffolder(model: model).shownAttribute(of: entity), shown.type == .string {
                add(
                    AppScaffoldFile(
                        name: entity + "ListView", content: .listView(entity: entity, shown: shown.name, detailView: entity + "DetailView"))
                )
            } else {
                notes.append("no list view of \(entity): it has no String attribute to sort and show its objects by")
            }
            add(AppScaffoldFile(name: entity + "DetailView", content: .detailView(detail)))
            related += model.lineage(of: entity).flatMap(\.relationships).compactMap(\.destinationEntity)
        }
        for entity in related where !entities.contains(entity) && !made.contains(entity + "DetailView") {
            guard let detail = try? scaffolder.scaffold(entityNamed: entity) else { continue }
            add(AppScaffoldFile(name: entity + "DetailView", content: .detailView(detail)))
        }
        let (checked, omissions) = AppScaffoldChecker(model: model).check(files)
        notes += omissions.map(\.message)
        return AppScaffold(files: checked.map { ($0.name, $0.propertyList) }, notes: notes)
    }

    /// The view "Add New" of a to-many row opens: the destination's detail view without the row of the
    /// inverse relationship; nil (with a note) when no such view can be saved — the inverse is required,
    /// which CDL sets only after Save has validated the object.
    private func addView(for row: ScaffoldRow, of entity: String, scaffolder: DetailViewScaffolder, notes: inout [String])
        -> DetailViewScaffold?
    {
        let relationshipName = String(row.attributeKeyPath.split(separator: ".")[0])
        guard case .relationship(let relationship)? = model.property(relationshipName, of: entity),
            let destination = relationship.destinationEntity,
            var view = try? scaffolder.scaffold(entityNamed: destination)
        else { return nil }
        if let inverse = relationship.inverseName, case .relationship(let back)? = model.property(inverse, of: destination),
            !back.isOptional
        {
            notes.append(
                "no \"Add New\" for \(entity).\(relationshipName): its inverse '\(inverse)' is required, and CDL sets it only after Save")
            return nil
        }
        for index in view.sections.indices {
            view.sections[index].rows.removeAll { row in
                let first = String(row.attributeKeyPath.split(separator: ".")[0])
                // The inverse, and to-many rows: an object being made has nothing to list yet.
                return first == relationship.inverseName || row.type.isToMany
            }
        }
        view.sections.removeAll { $0.rows.isEmpty }
        return view.sections.isEmpty ? nil : view
    }

    /// `name`, or when another file has it, one that says where the view is added from.
    private func uniqueName(_ name: String, from entity: String, in made: Set<String>) -> String {
        if !made.contains(name) { return name }
        var candidate = name + "-From" + entity
        var number = 2
        while made.contains(candidate) {
            candidate = name + "-From" + entity + String(number)
            number += 1
        }
        return candidate
    }
}
