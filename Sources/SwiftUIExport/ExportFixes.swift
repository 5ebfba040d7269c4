import Definitions
import Diagnostics

/// The errors the export fixes rather than refuses: CDL crashes on them, and the exported view does not.
/// A single-line row of a number or Boolean (CDL's text screen writes a string back, which Core Data
/// refuses), or of a Decimal, UUID or URI (CDL pushes no edit screen, which raises): the export edits the
/// number with `TextField(value:format:)`, a Boolean with a `Toggle`, and shows a UUID or URI read-only.
enum ExportFixes {
    static func fixes(_ error: Diagnostic, in definition: Definition, entity: String, facts: ClassFacts) -> Bool {
        guard error.code.rawValue == "type-mismatch", case .detailView(let view) = definition,
            let row = WarningPlacement.row(at: error.location.position, in: view) as? SingleLineValueRowController,
            let key = row.attributeKeyPath?.value, let type = facts.type(of: key, in: entity)
        else { return false }
        switch type {
        case .scalar, .number, .decimal, .other("UUID"), .other("URL"): return true
        default: return false
        }
    }
}
