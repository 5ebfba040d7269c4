extension [FileReport] {
    /// The model phase's outcome in the reports: each one's entity and I/O failure, its first pass's model
    /// findings where they still hold, and the findings made since (their files read again for positions).
    package mutating func add(_ outcome: ModelPhaseOutcome) {
        for (index, failure) in outcome.readFailures { self[index].readFailure = failure }
        for index in indices {
            self[index].entity = outcome.entities[index]
            guard let firstPass = outcome.firstPasses[index], !outcome.changed.contains(index) else { continue }
            self[index].add(firstPass.findings)
        }
        addLateFindings(outcome.found)
    }
}
