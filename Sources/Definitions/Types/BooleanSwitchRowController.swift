import PlistLoader

/// A label with a switch bound to a Boolean attribute.
public struct BooleanSwitchRowController: RowController {
    public var rowType: RowType { .booleanSwitch }
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    public var position: SourcePosition

    package init(label: Located<String>? = nil, attributeKeyPath: Located<String>? = nil, position: SourcePosition) {
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.position = position
    }
}
