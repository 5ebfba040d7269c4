/// What keeps a repository's own configuration from running commands when cdlgen reads it (`cdlgen diff`
/// of a repository someone else made, as `git status` would run them): its `.git/config` may name an
/// fsmonitor, hooks, an external diff, textconv drivers, a pager, and clean or smudge filters, and a
/// partial clone may fetch missing objects over a transport whose command it names. Options given on
/// git's command line outrank every configuration file.
enum GitSafety {
    /// Before every command's own arguments.
    static let options = [
        "--no-pager",
        "-c", "core.fsmonitor=false",
        "-c", "core.hooksPath=/dev/null",
        "-c", "diff.external=",
        // No transport at all: a partial clone's lazy fetch would run `core.sshCommand`, a credential helper, …
        "-c", "protocol.allow=never",
    ]

    /// The environment git runs with: no optional locks (no index refresh written), messages in English,
    /// no lazy fetch, no prompt, and no external diff from the environment either.
    static func environment(_ inherited: [String: String]) -> [String: String] {
        var environment = inherited
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["LC_ALL"] = "C"
        environment["GIT_NO_LAZY_FETCH"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_EXTERNAL_DIFF"] = nil
        return environment
    }

    /// Options that turn off the filters the repository's configuration names (`git config --name-only
    /// --get-regexp`, keys `filter.NAME.clean|smudge|process`): comparing a modified file with the
    /// index runs its clean filter. An empty command is no filter, and a filter not `required` may be
    /// missing. Nil when a name cannot be given on the command line (it holds `=`).
    static func filterOptions(_ keys: [String]) -> [String]? {
        var options: [String] = []
        var drivers: Set<String> = []
        for key in keys {
            guard !key.contains("="), key.hasPrefix("filter."), let dot = key.lastIndex(of: ".") else { return nil }
            options += ["-c", key + "="]
            let driver = String(key[..<dot])
            if drivers.insert(driver).inserted { options += ["-c", driver + ".required=false"] }
        }
        return options
    }
}
