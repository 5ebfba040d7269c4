import AppSources
import Diagnostics
import PlistLoader

extension ClassProperties {
    /// What the app's sources declare for `property` of `className`; nil when they cannot tell (the class,
    /// or part of its ancestry, is not in them).
    func sourceDeclaration(of property: String, className: String, in sources: AppClassIndex) -> PropertyDeclaration? {
        switch sources.property(property, ofClass: className) {
        case .declared(let declared):
            switch declared.kind {
            case .object(let declaredClass): return .object(className: declaredClass)
            case .scalar(let typeName): return .scalar(typeName: typeName)
            }
        case .notDeclared(let classLocation):
            let note = DiagnosticNote("'\(className)' is declared here", at: classLocation)
            return .undeclared(reason: "the class '\(className)' declares no property '\(property)'", note: note)
        case .unknown:
            return nil
        }
    }
}
