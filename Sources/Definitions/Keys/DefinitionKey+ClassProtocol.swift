extension DefinitionKey {
    /// For a key whose value names a class that CDL makes with `NSClassFromString`, the protocol the
    /// class must adopt, as CDL calls its methods.
    package var classProtocol: String? {
        switch self {
        case .customSectionControllerClass: "CDLTableSectionControllerProtocol"
        case .rowCustomControllerClass: "CDLTableRowControllerProtocol"
        default: nil
        }
    }
}
