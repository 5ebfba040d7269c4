import Foundation

/// The repository's root: its `Definitions/` (the sample project) and the end-to-end fixtures, which
/// tests of every target read.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
