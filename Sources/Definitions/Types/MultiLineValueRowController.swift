import PlistLoader

/// A text value that grows to fit, with no label or a small label. Bound to a key of the object itself.
public struct MultiLineValueRowController: RowController {
    public var rowType: RowType
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var position: SourcePosition

    package init(
        rowType: RowType,
        label: Located<String>? = nil,
        attributeKeyPath: Located<String>? = nil,
        position: SourcePosition
    ) {
        self.rowType = rowType
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.position = position
    }
}
