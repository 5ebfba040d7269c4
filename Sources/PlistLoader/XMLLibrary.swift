internal import CLibXML2

/// The process-wide setup of libxml2, shared by every part of cdlgen that parses XML (property lists
/// here, Core Data models in CoreDataModel).
public enum XMLLibrary {
    /// Must run before any thread parses; runs once per process. Installs a deny-all external entity
    /// loader as a second line behind the parsers' own refusal of DTDs.
    public static func initialize() {
        _ = initialization
    }

    private static let initialization: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()
}
