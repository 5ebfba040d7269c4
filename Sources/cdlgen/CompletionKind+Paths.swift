import ArgumentParser

/// What Tab offers for each kind of path cdlgen takes. swift-argument-parser's bash script registers
/// `complete -o filenames` without `-o default`, so an argument without a kind completes nothing at all;
/// each of these becomes `compgen` in bash, `_files` in zsh and a file or directory list in fish.
extension CompletionKind {
    /// Definitions, sample data and project files. Folders are offered too (bash's `-o plusdirs`), both
    /// to walk into and because a folder is itself a valid input where a command searches it.
    static let propertyLists = CompletionKind.file(extensions: ["plist", "json"])

    /// A `.xcdatamodeld` or `.xcdatamodel` is a folder, so only folders are offered (its `contents` file,
    /// also accepted, is rarely named).
    static let coreDataModel = CompletionKind.directory

    /// A folder to write into.
    static let outputFolder = CompletionKind.directory

    /// A file to write, or one `convert` reads: any name, since a property list may have any extension.
    static let anyFile = CompletionKind.file()
}
