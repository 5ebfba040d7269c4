extension ModelChecker {
    /// Adds the model's findings to reports validated without this checker, from their kept definitions,
    /// and sets their entities: the model phase for a caller that made the reports itself.
    public func check(_ reports: inout [FileReport], catalog: DefinitionCatalog) {
        let files = reports.map { ModelCheckedFile(file: $0.file, definition: $0.definition, firstPass: nil) }
        // Every definition is kept: one that is missing did not decode, and is not read again.
        let outcome = modelPhase(files, catalog: catalog) { _ in DecodedAgain() }
        reports.add(outcome)
        judgeGuessesAgain(in: &reports, catalog: catalog, entities: outcome.entities)
    }

    /// Validated without a model, a missing definition's near name that is a detail view was offered as
    /// the fix; now that entities are known, one that shows another entity than the reference leads to
    /// becomes a guess. Each such finding is made again, as a run with the model makes it.
    private func judgeGuessesAgain(in reports: inout [FileReport], catalog: DefinitionCatalog, entities: [EntityAssignment?]) {
        let passes = reports.map { report in
            guard let definition = report.definition else { return FirstPassReport(report) }
            let guesses = ReferenceGuess.guesses(in: definition, of: report.file, catalog: catalog)
            return FirstPassReport(
                report,
                links: DefinitionLinks(isListView: definition.isListView, position: definition.position, references: [], guesses: guesses))
        }
        let judged = ReferenceGuessChecker(catalog: catalog, model: model, entities: entities).check(passes)
        for index in judged.keys {
            let names = passes[index].links!.guesses.map { "no definition named '\($0.reference.name.value)' (" }
            reports[index].diagnostics.removeAll { diagnostic in
                diagnostic.code == .missingDefinition && names.contains { diagnostic.message.hasPrefix($0) }
            }
        }
        reports.addLateFindings(judged)
    }
}
