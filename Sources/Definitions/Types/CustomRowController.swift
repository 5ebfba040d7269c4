import PlistLoader

/// A row drawn by a class of the app (`rowCustomControllerClass`). This is what the decoder makes of a
/// Custom row unless a controller is registered for its class; a registered controller receives it to
/// build itself from.
public struct CustomRowController: RowController {
    public var rowType: RowType { .custom }
    public var label: Located<String>?
    public var attributeKeyPath: Located<String>?
    /// The class name, e.g. `DeleteRowController` or `MyApp.DeleteRowController`.
    public var controllerClass: Located<String>
    /// The row's whole dictionary, for keys the custom class reads itself.
    public var properties: PlistDictionary
    public var position: SourcePosition

    package init(
        label: Located<String>? = nil,
        attributeKeyPath: Located<String>? = nil,
        controllerClass: Located<String>,
        properties: PlistDictionary,
        position: SourcePosition
    ) {
        self.label = label
        self.attributeKeyPath = attributeKeyPath
        self.controllerClass = controllerClass
        self.properties = properties
        self.position = position
    }
}
