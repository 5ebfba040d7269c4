/// The names the support file gives a custom row class's replacement: its environment value and key.
enum CustomRowNames {
    /// `DeleteRowController` → `deleteRowControllerRow`.
    static func member(of className: String) -> String {
        SwiftName.member(lastComponent(className)).filter { $0 != "`" } + "Row"
    }

    /// `DeleteRowController` → `DeleteRowControllerRowKey`.
    static func key(of className: String) -> String {
        SwiftName.type(lastComponent(className)).filter { $0 != "`" } + "RowKey"
    }

    /// A Swift class named with its module (`MyApp.DeleteRowController`) is the class's own name.
    private static func lastComponent(_ className: String) -> String {
        String(className.split(separator: ".").last ?? Substring(className))
    }
}
