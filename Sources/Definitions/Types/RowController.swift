import PlistLoader

/// One row of a detail view, decoded and typed. Each kind of row has its own controller type;
/// library users can add theirs for Custom rows (see `CustomRowControllerRegistry`).
public protocol RowController: Sendable {
    var rowType: RowType { get }
    /// The text shown as the row's label, when the row type shows one.
    var label: Located<String>? { get }
    /// The key or key path of the value the row shows, from the detail view's object.
    var attributeKeyPath: Located<String>? { get }
    /// Where the row's dictionary opens.
    var position: SourcePosition { get }
    /// Where its date and time style keys are written, when it reads them (single-line rows): found
    /// through the protocol rather than a cast, as the model checks ask it of every row.
    var styleKeyPositions: [(key: String, position: SourcePosition)] { get }
}

extension RowController {
    public var styleKeyPositions: [(key: String, position: SourcePosition)] { [] }

    /// The components of `attributeKeyPath` (`type.name` → `["type", "name"]`).
    public var keyPathComponents: [String] {
        guard let path = attributeKeyPath?.value else { return [] }
        // Most key paths are one key: previews ask for the components of every row several times a page.
        guard path.utf8.contains(UInt8(ascii: ".")) else { return [path] }
        return path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// The definition a to-many row creates new objects with, when it shows "Add New".
    public var addNewObjectReference: Located<String>? {
        guard rowType.isToMany else { return nil }  // Spares a dynamic cast for every other row.
        return switch self {
        case let row as ToManyRelationshipRowController where row.showsAddNewObject: row.addNewObjectDefinition
        case let row as OrderedToManyRelationshipRowController where row.showsAddNewObject: row.addNewObjectDefinition
        default: nil
        }
    }
}
