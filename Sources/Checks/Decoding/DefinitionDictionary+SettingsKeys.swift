import Definitions
import PlistLoader

/// The project file's keys, typed as the definitions' are: a misspelt key does not compile.
extension DefinitionDictionary {
    package subscript(key: ProjectFileKey) -> PlistTape.Index? {
        self[named: key.rawValue]
    }

    package func string(_ key: ProjectFileKey) -> Located<String>? {
        string(named: key.rawValue)
    }

    package func bool(_ key: ProjectFileKey) -> Located<Bool>? {
        bool(named: key.rawValue)
    }

    package subscript(key: CustomRowKey) -> PlistTape.Index? {
        self[named: key.rawValue]
    }

    package func string(_ key: CustomRowKey) -> Located<String>? {
        string(named: key.rawValue)
    }
}
