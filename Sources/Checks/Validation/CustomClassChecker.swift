import AppSources
import Definitions
import Diagnostics
import PlistLoader

/// Checks the classes a definition names — each section's `customSectionControllerClass` and each Custom
/// row's `rowCustomControllerClass` — against the app's sources: the class exists as `NSClassFromString`
/// looks it up (`unknown-class`), and adopts CDL's protocol for it (`class-protocol`). Classes CDL ships and
/// the project file's `knownClasses` pass; a class whose ancestry leaves the sources is given the benefit
/// of the doubt.
struct CustomClassChecker {
    var classes: AppClassIndex
    var file: String

    func check(_ definition: Definition) -> [Diagnostic] {
        guard case .detailView(let view) = definition else { return [] }
        var found: [Diagnostic] = []
        for section in view.sections {
            if let name = section.customControllerClass, !name.value.isEmpty {
                found += check(name, key: .customSectionControllerClass)
            }
            for case let row as CustomRowController in section.rows where !row.controllerClass.value.isEmpty {
                found += check(row.controllerClass, key: .rowCustomControllerClass)
            }
        }
        return found
    }

    private func check(_ name: Located<String>, key definitionKey: DefinitionKey) -> [Diagnostic] {
        let key = definitionKey.rawValue, protocolName = definitionKey.classProtocol ?? ""
        let at = SourceLocation(file: file, position: name.position)
        switch classes.lookUp(name.value) {
        case .known:
            return []
        case .missing(let suggestion):
            let declared = suggestion.flatMap { classes.lookUp($0).declared }
            return [.unknownClass(name.value, key: key, suggestion: declared, suggestedName: suggestion, at: at)]
        case .needsModule(let declared):
            return [.swiftClassNeedsModule(declared, key: key, at: at)]
        case .declared(let declared):
            guard classes.conformance(of: declared, to: protocolName) == .doesNotAdopt else { return [] }
            return [.classProtocol(declared, key: key, protocolName: protocolName, at: at)]
        }
    }
}

extension AppClassIndex.Lookup {
    /// The class found, if it is one of the sources'.
    var declared: DeclaredClass? {
        if case .declared(let declared) = self { return declared }
        return nil
    }
}
