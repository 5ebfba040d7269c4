import Foundation

/// What the tests need besides Swift, with the Debian package `.ci/run` installs each from (keep the two
/// alike), and the two things CI does not have: the corpus generator and a CoreDataLibrary checkout.
extension RequiredTool {
    /// Headless Chromium for the browser tests: `$CHROMIUM`, else Debian's or Google's.
    public static let chromium = RequiredTool("chromium", packages: ["chromium"]) {
        let candidates =
            [ProcessInfo.processInfo.environment["CHROMIUM"]].compactMap { $0 }
            + ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static let python3 = RequiredTool("python3", packages: ["python3"]) { ExternalTool.path(of: "python3") }

    /// A python3 that imports `modules` (jsonschema, yaml, plistlib): the first on PATH that does, else
    /// Debian's `/usr/bin/python3`, where `apt-get install python3-jsonschema python3-yaml` puts them.
    public static func python(_ modules: [String]) -> RequiredTool {
        // plistlib is in Python's standard library; the others are Debian's python3-<module>.
        let packages = ["python3"] + modules.filter { $0 != "plistlib" }.map { "python3-\($0)" }
        return RequiredTool("a python3 that imports \(modules.joined(separator: ", "))", packages: packages) {
            let onPath = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/python3" }
            return (onPath + ["/usr/bin/python3"]).first { imports(modules, python: $0) }
        }
    }

    public static let sqlite3 = RequiredTool("sqlite3", packages: ["sqlite3"]) { ExternalTool.path(of: "sqlite3") }
    public static let fish = RequiredTool("fish", packages: ["fish"]) { shell("fish") }
    public static let zsh = RequiredTool("zsh", packages: ["zsh"]) { shell("zsh") }
    public static let bashCompletion = RequiredTool("bash-completion", packages: ["bash-completion"]) {
        file("/usr/share/bash-completion/bash_completion")
    }
    public static let groff = RequiredTool("groff", packages: ["groff-base"]) { executable("/usr/bin/groff") }
    public static let curl = RequiredTool("curl", packages: ["curl"]) { executable("/usr/bin/curl") }
    /// script(1), to run a command on a pseudo-terminal.
    public static let script = RequiredTool("script", packages: ["bsdutils"]) { executable("/usr/bin/script") }
    public static let gnuTime = RequiredTool("GNU time", packages: ["time"]) { executable("/usr/bin/time") }
    public static let xmllint = RequiredTool("xmllint", packages: ["libxml2-utils"]) { ExternalTool.path(of: "xmllint") }
    public static let nvim = RequiredTool("nvim", packages: ["neovim"]) { ExternalTool.path(of: "nvim") }
    public static let node = RequiredTool("node", packages: ["nodejs"]) { ExternalTool.path(of: "node") }
    public static let plutil = RequiredTool("plutil", remedy: "the Swift toolchain brings it") { ExternalTool.path(of: "plutil") }

    /// The benchmark corpus generator (`ExternalTool.makeCorpus`): not in the repository nor in CI.
    public static let makeCorpus = RequiredTool(
        "make-corpus", remedy: "set CDLGEN_MAKE_CORPUS (docs/TESTING.md, \"The corpus generator\")", isInCI: false
    ) { ExternalTool.makeCorpus }

    /// A checkout of epec254/coredatalibrary, whose sample apps are never committed: its folder.
    public static let coreDataLibraryCheckout = RequiredTool(
        "a CoreDataLibrary checkout", remedy: "set CDL_CHECKOUT to a checkout of epec254/coredatalibrary", isInCI: false
    ) { ProcessInfo.processInfo.environment["CDL_CHECKOUT"] }

    private static func file(_ path: String) -> String? {
        FileManager.default.fileExists(atPath: path) ? path : nil
    }

    private static func executable(_ path: String) -> String? {
        FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Where a shell is installed (not PATH: the tests run it by its path).
    private static func shell(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func imports(_ modules: [String], python: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import " + modules.joined(separator: ", ")]
        check.standardInput = FileHandle.nullDevice
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }
}
