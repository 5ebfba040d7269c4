import CoreDataModel

/// The entity a definition's file name gives it (README, "Checking against the Core Data model"): the longest entity name that begins the name.
struct FileNameEntities: Sendable {
    /// Longest first: the first that begins a file's name is the longest that does.
    private let namesLongestFirst: [String]

    init(model: CoreDataModel) {
        namesLongestFirst = model.entities.map(\.name).sorted { $0.count > $1.count }
    }

    func entity(forDefinitionNamed name: String) -> String? {
        // The first bytes first: most names differ there, and `hasPrefix` alone is costly
        // (docs/PERFORMANCE.md, "The comments' figures").
        let first = name.utf8.first
        return namesLongestFirst.first { $0.utf8.first == first && name.hasPrefix($0) }
    }
}
