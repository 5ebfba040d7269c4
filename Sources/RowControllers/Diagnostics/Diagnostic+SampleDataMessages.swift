import PlistLoader

extension Diagnostic {
    static func invalidSampleRoot(found value: PlistValue, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .invalidRoot,
            "sample data must be an object (a dictionary) or, for list views, an array of objects; found \(value.typeNameWithArticle)",
            at: location)
    }

    /// A key of a sample object that its entity does not have: the preview shows nothing for it.
    static func sampleUnknownKey(_ key: String, entity: String, suggestion: String?, at location: SourceLocation) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return Diagnostic(
            .sampleUnknownKey, "'\(entity)' has no attribute or relationship '\(key)', so no preview shows this value\(hint)",
            at: location, fixIt: suggestion)
    }

    /// A sample value its attribute or relationship cannot hold: the preview would show something the app
    /// never could.
    static func sampleTypeMismatch(_ key: String, entity: String, problem: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.sampleTypeMismatch, "'\(entity).\(key)': \(problem)", at: location)
    }
}
