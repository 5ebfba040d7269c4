import PlistLoader

/// A list view (CoreDataLibrary's root view): a fetched list of one entity, each row leading to a
/// detail view.
public struct ListViewDefinition: Sendable {
    public var name: String
    public var entityName: Located<String>
    public var sortKeyPaths: [Located<String>]
    public var cellTextLabelKeyPath: Located<String>
    public var cellDetailTextLabelKeyPath: Located<String>?
    /// The detail view each row opens (a definition name without extension).
    public var detailViewDefinition: Located<String>
    public var controllerTitle: Located<String>?
    /// `sectionNameKeyPath`. (The docs' `sectionKeyPath` is never read by CDL, so not here either.)
    public var sectionNameKeyPath: Located<String>?
    public var sectionIndexTitlesEnabled: Bool
    public var sectionIndexTitlesAlphabetical: Bool
    public var position: SourcePosition

    package init(
        name: String,
        entityName: Located<String>,
        sortKeyPaths: [Located<String>],
        cellTextLabelKeyPath: Located<String>,
        cellDetailTextLabelKeyPath: Located<String>? = nil,
        detailViewDefinition: Located<String>,
        controllerTitle: Located<String>? = nil,
        sectionNameKeyPath: Located<String>? = nil,
        sectionIndexTitlesEnabled: Bool,
        sectionIndexTitlesAlphabetical: Bool,
        position: SourcePosition
    ) {
        self.name = name
        self.entityName = entityName
        self.sortKeyPaths = sortKeyPaths
        self.cellTextLabelKeyPath = cellTextLabelKeyPath
        self.cellDetailTextLabelKeyPath = cellDetailTextLabelKeyPath
        self.detailViewDefinition = detailViewDefinition
        self.controllerTitle = controllerTitle
        self.sectionNameKeyPath = sectionNameKeyPath
        self.sectionIndexTitlesEnabled = sectionIndexTitlesEnabled
        self.sectionIndexTitlesAlphabetical = sectionIndexTitlesAlphabetical
        self.position = position
    }
}
