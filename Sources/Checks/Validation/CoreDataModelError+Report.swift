import CoreDataModel
import Definitions
import Diagnostics
import PlistLoader

extension CoreDataModelError {
    /// The error as the `model-error` diagnostic every reporter prints.
    public var diagnostic: Diagnostic { .modelError(message, at: location) }

    /// The error as a report on the model's file, with the line it points at, so that a reporter shows
    /// it like any other diagnostic, source line and caret included — unless the file is over
    /// `maxSize`, the run's limit (a model refused for its size is not read to show its first line).
    public func report(maxSize: Int = PlistLimits.default.maxFileSize) -> FileReport {
        let file = DefinitionFile(path: location.file)
        return FileReport(file: file, kind: .model, definition: nil, findings: .readingAgain([diagnostic], of: file, maxSize: maxSize))
    }
}
