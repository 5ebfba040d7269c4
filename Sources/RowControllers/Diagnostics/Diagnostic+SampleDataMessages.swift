import PlistLoader

extension Diagnostic {
    static func invalidSampleRoot(found value: PlistValue, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error, .invalidRoot,
            "sample data must be an object (a dictionary) or, for list views, an array of objects; found \(value.typeNameWithArticle)",
            at: location)
    }
}
