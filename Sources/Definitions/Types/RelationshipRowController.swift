import PlistLoader

/// A to-one relationship: shows an attribute of the related object (`relationship.attribute`); in edit
/// mode a disclosure indicator leads to choosing another object.
public struct RelationshipRowController: RowController {
    public var rowType: RowType { .relationship }
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var dateFormatterStyle: Located<FormatterStyle>?
    public var timeFormatterStyle: Located<FormatterStyle>?
    public var position: SourcePosition

    package init(
        label: Located<String>? = nil,
        attributeKeyPath: Located<String>? = nil,
        dateFormatterStyle: Located<FormatterStyle>? = nil,
        timeFormatterStyle: Located<FormatterStyle>? = nil,
        position: SourcePosition
    ) {
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.dateFormatterStyle = dateFormatterStyle
        self.timeFormatterStyle = timeFormatterStyle
        self.position = position
    }
}
