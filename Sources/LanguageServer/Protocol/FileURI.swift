import Basics
import Foundation

/// `file:` URIs, as LSP names documents, and the paths they stand for.
enum FileURI {
    /// The path of a `file:` URI, percent-decoded; nil for any other scheme.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        return String(uri.dropFirst("file://".count)).removingPercentEncoding
    }

    /// The `file:` URI of an absolute path. (An open document keeps the URI its client gave.)
    static func uri(ofPath path: String) -> String {
        "file://" + PercentEncoding.path(path)
    }
}
