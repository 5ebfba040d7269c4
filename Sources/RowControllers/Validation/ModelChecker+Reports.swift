extension ModelChecker {
    /// Adds the model's findings to reports validated without this checker, from their kept definitions,
    /// and sets their entities: the model phase for a caller that made the reports itself.
    public func check(_ reports: inout [FileReport], catalog: DefinitionCatalog) {
        let files = reports.map { ModelCheckedFile(file: $0.file, definition: $0.definition, firstPass: nil) }
        // Every definition is kept: one that is missing did not decode, and is not read again.
        reports.add(modelPhase(files, catalog: catalog) { _ in DecodedAgain() })
    }
}
