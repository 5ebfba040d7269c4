import Foundation

/// One glob of the project file's `exclude`, matched against paths relative to the project file's folder.
///
/// As in `.gitignore`: a glob without `/` matches a file or folder of that name at any depth
/// (`*.generated.plist`, `Fixtures`); one with `/` matches from the project file's folder
/// (`Definitions/Old/*`), where `**` stands for any number of folders. Each name is matched with
/// fnmatch(3) (`*`, `?`, `[…]`), which never lets `*` cross a `/`.
public struct ExcludeGlob: Sendable, Equatable {
    public let pattern: String
    private let components: [String]
    private let matchesAnyDepth: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        let trimmed = pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        matchesAnyDepth = !pattern.contains("/") || (pattern.hasSuffix("/") && parts.count == 1 && !pattern.hasPrefix("/"))
        components = parts
    }

    /// Whether `path` (components relative to the project file's folder) is excluded.
    public func matches(_ path: [Substring]) -> Bool {
        if matchesAnyDepth, let name = path.last, let only = components.first {
            return Self.fnmatch(only, name)
        }
        return Self.match(components[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Any number of folders, none included.
            var rest = path
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, fnmatch(first, name) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    private static func fnmatch(_ pattern: String, _ name: Substring) -> Bool {
        Glibc.fnmatch(pattern, String(name), 0) == 0
    }
}
