import PlistLoader

/// A one-line value: with no label (`Default` style), a large label (`Value1`) or a small label (`Value2`).
public struct SingleLineValueRowController: RowController {
    public var rowType: RowType
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var dateFormatterStyle: Located<FormatterStyle>?
    public var timeFormatterStyle: Located<FormatterStyle>?
    public var position: SourcePosition
}
