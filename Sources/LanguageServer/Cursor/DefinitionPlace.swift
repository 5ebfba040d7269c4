import Definitions

/// Which dictionary of a definition the cursor is in, from its path: what decides the keys and values
/// that belong there.
enum DefinitionPlace: Equatable {
    /// A list view's root dictionary.
    case listView
    /// A section of a detail view.
    case section
    /// A row of a section's `rowInformation`.
    case row
    /// Anywhere else (the root array, an array's elements, a value's inside).
    case other

    init(_ context: CursorContext) {
        switch (context.path, context.inDictionary) {
        case ([], true): self = .listView
        case ([.anyIndex], true): self = .section
        case ([.anyIndex, .key("rowInformation"), .anyIndex], true): self = .row
        default: self = .other
        }
    }

    var keyLevel: DefinitionKeyLevel? {
        switch self {
        case .listView: .listView
        case .section: .section
        case .row: .row
        case .other: nil
        }
    }
}

extension [DocumentPathStep] {
    /// Matches a path of any index at each `.index` of the pattern.
    static func ~= (pattern: [DocumentPathStep], path: [DocumentPathStep]) -> Bool {
        pattern.count == path.count
            && zip(pattern, path).allSatisfy { expected, step in
                switch (expected, step) {
                case (.index, .index): true
                case (.key(let a), .key(let b)): a == b
                default: false
                }
            }
    }
}

extension DocumentPathStep {
    /// Any index, in a pattern of ``DefinitionPlace``.
    static let anyIndex = DocumentPathStep.index(0)
}
