import Definitions

/// A row controller that a library user provides for a `rowCustomControllerClass`, registered with
/// ``CustomRowControllerRegistry``. The decoder builds it from the decoded Custom row.
public protocol RegisteredRowController: RowController {
    /// Keys the custom class reads beyond the standard row keys; they are not reported as unknown.
    static var additionalKeys: Set<String> { get }

    /// Builds the controller from the Custom row; report problems with its own keys to `diagnostics`.
    init(_ row: CustomRowController, diagnostics: inout CustomRowDiagnostics)
}

extension RegisteredRowController {
    public static var additionalKeys: Set<String> { [] }
}
