/// A project file (a pull request's, in CI) whose paths lead out of the project: each is a `path-escape`
/// on the project file's key, and what it names is neither read nor printed (every file of `Outside`
/// holds the secret the table looks for). Issue 36: `{"definitions": ["/etc/passwd"]}` printed a line of
/// it as the source line of a finding.
extension AdversarialCase {
    static let projectPaths: [AdversarialCase] = [
        projectPath("a project file's definitions outside", #"{"definitions": ["../Outside/Secret.plist"]}"#, at: "1:18"),
        projectPath("a project file's model outside", #"{"definitions": ["Defs"], "model": "../Outside/Secret.plist"}"#, at: "1:36"),
        projectPath("a project file's samples outside", #"{"definitions": ["Defs"], "samples": "../Outside"}"#, at: "1:38"),
        projectPath("a project file's sources outside", #"{"definitions": ["Defs"], "sources": ["../Outside"]}"#, at: "1:39"),
        projectPath("a project file's store outside", #"{"definitions": ["Defs"], "store": "../Outside/Secret.txt"}"#, at: "1:36"),
        projectPath(
            "a project file's absolute model", { #"{"definitions": ["Defs"], "model": "\#($0.outside.path)/Secret.plist"}"# }, at: "1:36"),
        projectPath("a project file's definitions through a link", #"{"definitions": ["Linked"]}"#, at: "1:18") {
            try $0.link("Linked", to: "../Outside")
        },
        projectPath(
            "a project file's model through a linked folder", #"{"definitions": ["Defs"], "model": "Linked/Secret.plist"}"#, at: "1:36"
        ) {
            try $0.link("Linked", to: "../Outside")
        },
        projectPath("a project file's implied Definitions folder, a link outside", "{}", at: "1:1") {
            try $0.link("Definitions", to: "../Outside")
        },
    ]

    /// `validate` in `Work`, whose `cdlgen.json` is `project` (beside a clean `Defs`): a `path-escape` at
    /// `position` in the project file.
    private static func projectPath(
        _ name: String, _ project: @escaping @Sendable (AdversarialFolder) -> String, at position: String,
        extra: @escaping @Sendable (AdversarialFolder) throws -> Void = { _ in }
    ) -> AdversarialCase {
        AdversarialCase(
            name: name, arguments: ["validate"], status: 1,
            expectation: .diagnostic(file: "cdlgen.json", at: position, code: "path-escape", message: "outside the project")
        ) { folder in
            try folder.write("cdlgen.json", project(folder))
            try folder.write("Defs/Good.plist", AdversarialInputs.cleanDefinition)
            try extra(folder)
        }
    }

    private static func projectPath(
        _ name: String, _ project: String, at position: String, extra: @escaping @Sendable (AdversarialFolder) throws -> Void = { _ in }
    ) -> AdversarialCase {
        projectPath(name, { _ in project }, at: position, extra: extra)
    }
}
