import Definitions

/// A definition file of one version: named as the working tree's search names it, with its path from
/// the repository's top and, in a commit, its blob.
struct VersionedFile: Sendable {
    var file: DefinitionFile
    var gitPath: String
    /// Nil in the working tree, where the file is read from disk.
    var blob: String?
}
