import Foundation

/// Paths written into URIs: preview links and SARIF artifact locations.
package enum PercentEncoding {
    /// The path with every character but the unreserved ones and `/` percent-encoded (UTF-8), so that
    /// any file name makes a valid URI path: spaces, `#`, `?`, `%`, non-ASCII, and `:` (which in a
    /// relative reference's first segment would read as a scheme).
    package static func path(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }

    private static let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
}
