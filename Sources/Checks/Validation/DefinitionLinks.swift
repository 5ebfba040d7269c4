import Definitions
import PlistLoader

/// What the checks across files need of a decoded definition once it is gone: whether it is a list view,
/// where its root opens, the definitions it names that were found (with their real paths), and those not
/// found that have a name spelt nearly alike.
package struct DefinitionLinks: Sendable {
    var isListView: Bool
    var position: SourcePosition
    var references: [(reference: DefinitionReference, path: String)]
    var guesses: [ReferenceGuess] = []
}
