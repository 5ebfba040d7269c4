import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

/// `relationship-in-add-view`: an "Add New" view must not show the relationship it is added through.
/// CDL attaches the new object through that relationship's inverse itself (`WidgetAddView-FromType` is
/// `WidgetDetailView` without its `type.name` row).
struct AddViewChecker {
    var model: CoreDataModel

    /// Diagnostics by report index (they belong to the add views' files). `addView` gives the definition
    /// of a report an "Add New" row opens.
    func check(
        _ reports: [ModelCheckedFile], entities: [EntityAssignment?], index reportIndex: ReportIndex, addView: (Int) -> Definition?
    ) -> [Int: [Diagnostic]] {
        var found: [Int: [Diagnostic]] = [:]
        for (index, report) in reports.enumerated() {
            guard case .detailView(let outline)? = report.firstPass?.outline, let owner = entities[index]?.entity else { continue }
            for addNew in outline.addNewRows {
                let (row, reference) = (addNew.row, addNew.definition)
                guard let target = reportIndex.target(of: reference, from: report),
                    case .detailView(let addView)? = addView(target),
                    let added = AddedObjects(row: row, from: owner, in: model),
                    let inverse = added.relationship.inverseName
                else { continue }
                let referredFrom = SourceLocation(file: report.file.displayPath, position: reference.position)
                for shown in addView.rows where shown.keyPathComponents.first == inverse {
                    guard let keyPath = shown.attributeKeyPath else { continue }
                    let at = SourceLocation(file: reports[target].file.displayPath, position: keyPath.position)
                    guard !(found[target] ?? []).contains(where: { $0.location == at }) else { continue }
                    found[target, default: []].append(
                        .relationshipInAddView(
                            keyPath.value, addView: addView.name, relationship: added.relationshipName, inverse: inverse, at: at,
                            referredFrom: referredFrom))
                }
            }
        }
        return found
    }
}
