import Foundation
import PlistLoader
import Workspace

/// The document a request names, as the features read it.
extension ServerSession {
    /// The document a request names, or the error that answers it: a document neither open nor a
    /// readable file is an invalid parameter.
    func requestDocument(_ uri: String) -> Result<RequestDocument, ResponseError> {
        guard let path = FileURI.path(of: uri) else { return .failure(.invalidParams("not a file: URI: \(uri)")) }
        let key = Workspace.key(of: path)
        checkIfPending(key)
        let text: DocumentText
        if let document = documents[key] {
            text = document.text
        } else {
            guard let bytes = try? FileBytes.read(path, maxSize: RequestDocument.largestUnopenedFile) else {
                return .failure(.invalidParams("\(uri) is not open, nor a file that can be read"))
            }
            text = DocumentText(String(decoding: bytes, as: UTF8.self), encoding: positionEncoding)
        }
        let workspace = registry.workspace(for: path).workspace
        return .success(RequestDocument(uri: uri, path: path, text: text, workspace: workspace, report: workspace?.report(at: path)))
    }
}
