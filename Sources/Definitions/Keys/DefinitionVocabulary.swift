import PlistLoader

/// The strings every definition repeats: its keys, row type names and formatter styles, all literals,
/// shared instead of copied where a tree is made of a definition's tape (a Custom row's properties; see
/// `PlistVocabulary`).
package enum DefinitionVocabulary {
    package static let strings = PlistVocabulary(
        DefinitionKey.allCases.map(\.rawValue) + RowType.allCases.map(\.name) + FormatterStyle.allCases.map(\.rawValue))
}
