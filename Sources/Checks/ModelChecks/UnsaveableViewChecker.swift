import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// `unsaveable-view`: a view that creates objects must let Core Data save them. The list's "+" opens its
/// detail view in add mode on a new object of `entityName`; a to-many row's "Add New" opens its add view on
/// a new object of the relationship's destination, and attaches it through the inverse only after
/// `validateForUpdate:` passes. So every required property (an attribute that is not optional, not
/// transient and has no default; a required to-one relationship) must be shown by the view, the inverse
/// included, or Save shows "Validation Error" for ever.
struct UnsaveableViewChecker {
    var model: CoreDataModel

    /// Diagnostics by report index (they belong to the views that create objects).
    func check(_ reports: [ModelCheckedFile], entities: [EntityAssignment?], index reportIndex: ReportIndex) -> [Int: [Diagnostic]] {
        var found: [Int: [Diagnostic]] = [:]
        func add(
            _ entity: String, in target: Int, openedBy reference: Located<String>, of report: ModelCheckedFile, opener: String,
            inverse: String?
        ) {
            guard case .detailView(let view)? = reports[target].firstPass?.outline else { return }
            let missing = requiredProperties(of: entity).filter { !view.shows($0) }
            guard !missing.isEmpty else { return }
            let at = SourceLocation(file: reports[target].file.displayPath, position: view.position)
            let note = DiagnosticNote(opener, at: SourceLocation(file: report.file.displayPath, position: reference.position))
            found[target, default: []].append(
                .unsaveableView(reports[target].file.name, entity: entity, missing: missing, inverse: inverse, note: note, at: at))
        }
        for (index, report) in reports.enumerated() {
            switch report.firstPass?.outline {
            case .listView(let list)?:
                let entity = list.entityName.value
                guard model.entity(named: entity) != nil, let target = reportIndex.target(of: list.detailViewDefinition, from: report)
                else { continue }
                add(
                    entity, in: target, openedBy: list.detailViewDefinition, of: report,
                    opener: "the list's \"+\" opens it here, in add mode", inverse: nil)
            case .detailView(let outline)?:
                guard let owner = entities[index]?.entity else { continue }
                // Ordered rows' "Add New" is broken in CDL (`ignored-key`), and checked no further.
                for addNew in outline.addNewRows where addNew.row.rowType == .toManyRelationship {
                    guard let added = AddedObjects(row: addNew.row, from: owner, in: model),
                        let target = reportIndex.target(of: addNew.definition, from: report)
                    else { continue }
                    let opener = "\"Add New\" of '\(added.relationshipName)' opens it here"
                    add(
                        added.destination, in: target, openedBy: addNew.definition, of: report, opener: opener,
                        inverse: added.relationship.inverseName)
                }
            case nil:
                continue
            }
        }
        return found
    }

    /// The properties of `entity` (own and inherited, in model order) that a new object must be given.
    private func requiredProperties(of entity: String) -> [String] {
        model.lineage(of: entity).reversed().flatMap { owner in
            owner.attributes.filter(\.mustBeSet).map(\.name) + owner.relationships.filter { !$0.isOptional && !$0.isToMany }.map(\.name)
        }
    }
}
