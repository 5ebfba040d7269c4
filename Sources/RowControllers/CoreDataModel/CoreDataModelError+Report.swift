extension CoreDataModelError {
    /// The error as a report on the model's file, with the line it points at, so that a reporter shows
    /// it like any other diagnostic, source line and caret included.
    public func report() -> FileReport {
        let file = DefinitionFile(path: diagnostic.location.file)
        return FileReport(
            file: file, kind: .model, definition: nil, diagnostics: [diagnostic],
            sourceLines: SourceLineReader.lines(for: [diagnostic], in: file))
    }
}
