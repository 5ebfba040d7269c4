import Definitions

/// The row controllers that library users provide, by the `rowCustomControllerClass` they stand for.
///
/// A value, not a global: give it to ``DefinitionValidator`` (or ``DefinitionDecoder``) and every thread
/// reads the same registrations.
///
/// ```swift
/// var registry = CustomRowControllerRegistry()
/// registry.register(DeleteRowController.self, forClass: "DeleteRowController")
/// ```
public struct CustomRowControllerRegistry: Sendable {
    struct Entry: Sendable {
        var additionalKeys: Set<String>
        var make: @Sendable (CustomRowController, inout CustomRowDiagnostics) -> any RowController
    }

    private var entries: [String: Entry] = [:]

    public init() {}

    public mutating func register<Controller: RegisteredRowController>(_ type: Controller.Type, forClass className: String) {
        entries[className] = Entry(additionalKeys: Controller.additionalKeys) { row, diagnostics in
            Controller(row, diagnostics: &diagnostics)
        }
    }

    /// Declares the keys a class reads beyond CDL's own (the project file's `customRows.<class>.keys`):
    /// they are not `unknown-key` on its rows. A class registered with a controller keeps it.
    public mutating func declareKeys(_ keys: Set<String>, forClass className: String) {
        guard !keys.isEmpty else { return }
        if let entry = entries[className] {
            entries[className]?.additionalKeys = entry.additionalKeys.union(keys)
        } else {
            entries[className] = Entry(additionalKeys: keys) { row, _ in row }
        }
    }

    public var registeredClasses: [String] { entries.keys.sorted() }

    func entry(forClass className: String) -> Entry? {
        entries[className]
    }
}
