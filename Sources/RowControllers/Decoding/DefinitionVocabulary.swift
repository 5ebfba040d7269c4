import PlistLoader

/// The strings every definition repeats: its keys, row type names and formatter styles, all literals,
/// which the loader hands out instead of making a copy per file (see `PlistVocabulary`).
enum DefinitionVocabulary {
    static let strings = PlistVocabulary(
        DefinitionKey.allCases.map(\.rawValue) + RowType.allCases.map(\.name) + FormatterStyle.allCases.map(\.rawValue))
}
