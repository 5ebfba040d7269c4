import PlistLoader

extension CoreDataModelError {
    /// The error as a report on the model's file, with the line it points at, so that a reporter shows
    /// it like any other diagnostic, source line and caret included.
    public func report(limits: PlistLimits = .default) -> FileReport {
        let location = diagnostic.location
        var sourceLines: [Int: String] = [:]
        if let line = location.position.line,
            let bytes = try? FileBytes.read(location.file, maxSize: limits.maxFileSize),
            let text = try? SourceText(decoding: bytes),
            let lineText = text.line(line)
        {
            sourceLines[line] = lineText
        }
        return FileReport(file: DefinitionFile(path: location.file), definition: nil, diagnostics: [diagnostic], sourceLines: sourceLines)
    }
}
