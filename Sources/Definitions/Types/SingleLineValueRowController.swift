import PlistLoader

/// A one-line value: with no label (`Default` style), a large label (`Value1`) or a small label (`Value2`).
public struct SingleLineValueRowController: RowController {
    public var rowType: RowType
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var dateFormatterStyle: Located<FormatterStyle>?
    public var timeFormatterStyle: Located<FormatterStyle>?
    /// A style key is written but could not be read (not a string, not a style name): its own diagnostic
    /// says so, and the row is not also "missing" a style.
    public var hasUnreadableStyle = false
    /// Where the style keys are written (a key, not its value): what a row that shows no Date ignores.
    public var styleKeyPositions: [(key: String, position: SourcePosition)] = []
    public var position: SourcePosition

    public init(
        rowType: RowType, label: Located<String>?, attributeKeyPath: Located<String>?, dateFormatterStyle: Located<FormatterStyle>? = nil,
        timeFormatterStyle: Located<FormatterStyle>? = nil, hasUnreadableStyle: Bool = false,
        styleKeyPositions: [(key: String, position: SourcePosition)] = [], position: SourcePosition
    ) {
        self.rowType = rowType
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.dateFormatterStyle = dateFormatterStyle
        self.timeFormatterStyle = timeFormatterStyle
        self.hasUnreadableStyle = hasUnreadableStyle
        self.styleKeyPositions = styleKeyPositions
        self.position = position
    }
}
