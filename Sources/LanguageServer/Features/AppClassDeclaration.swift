import AppSources
import Definitions

/// The app's class a class key's value names (`rowCustomControllerClass`, `customSectionControllerClass`),
/// as the project file's `sources` declare it: where go to definition leads, and what hover says.
enum AppClassDeclaration {
    /// The declaration of the class named where the cursor is, found as `NSClassFromString` would find it
    /// (a Swift class named without its module too: the diagnostic says what is wrong, the jump still helps).
    static func named(at cursor: DocumentCursor) -> DeclaredClass? {
        guard case .value(let key) = cursor.context.role, DefinitionKeyInfo.named(key)?.classProtocol != nil,
            let classes = cursor.document.workspace?.setup.appClasses
        else { return nil }
        switch classes.lookUp(cursor.context.word) {
        case .declared(let declared), .needsModule(let declared): return declared
        case .known, .missing: return nil
        }
    }

    static func summary(of declared: DeclaredClass) -> String {
        let kind =
            switch (declared.language, declared.objectiveCName) {
            case (.objectiveC, _): "an Objective-C class"
            case (.swift, let name?): "a Swift class, `@objc(\(name))`"
            case (.swift, nil): "a Swift class"
            }
        let inherits = declared.inherited.isEmpty ? "" : ": " + declared.inherited.map { "`\($0)`" }.joined(separator: ", ")
        let line = declared.location.position.line.map { ":\($0)" } ?? ""
        return "**\(declared.name)**, \(kind)\(inherits)\n\nDeclared in `\(declared.location.file)\(line)`"
    }
}
