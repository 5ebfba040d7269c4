import Checks
import Foundation
import PlistLoader
import Workspace

/// What a request about a document works on: its newest text (the editor's, or the file's when the
/// client asks about one it has not opened), its workspace, and its report as last checked.
struct RequestDocument {
    let uri: String
    let path: String
    let text: DocumentText
    let workspace: Workspace?
    let report: FileReport?
    /// Files no editor has open are read up to this size; a larger one is no definition cdlgen reads.
    static let largestUnopenedFile = 64 << 20
}
