import CDLGenTestSupport
import Foundation

/// Presses Tab in a real interactive zsh: zsh completes only inside its line editor, which needs a terminal,
/// so an outer zsh starts one on a pseudo-terminal (`zsh/zpty`). There a widget run at the first prompt
/// types each line, calls `complete-word` as Tab does, writes what the line became, and exits.
struct ZshLineCompleter {
    let zsh: URL
    /// A folder on `$fpath` holding `_cdlgen`, as a user's `~/.zfunc` would.
    let functions: URL

    /// What each line became after one Tab, in order.
    func complete(_ lines: [String], in directory: URL, scratch: TemporaryFolder) throws -> [String] {
        let home = scratch.url.appendingPathComponent("zsh-home")
        try scratch.write("zsh-home/.zshrc", Self.startup)
        let driver = try scratch.write("zsh-driver.zsh", Self.driver)
        let output = scratch.url.appendingPathComponent("zsh-completed")
        try? FileManager.default.removeItem(at: output)
        let result = try CDLGenProcess.run(
            executable: zsh, ["-f", driver, home.path], in: directory,
            environment: [
                "CDLGEN_COMPLETIONS": functions.path, "CDLGEN_OUT": output.path,
                "CDLGEN_LINES": lines.joined(separator: "\n"), "HOME": home.path,
            ])
        guard result.status == 0, let text = try? String(contentsOf: output, encoding: .utf8) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSDebugDescriptionErrorKey: "zsh completed nothing: \(result.stderr)"])
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The interactive zsh's `.zshrc`: compinit with the completions folder first on `$fpath`, then the widget.
    static let startup = """
        PS1='' RPS1=''
        fpath=("$CDLGEN_COMPLETIONS" $fpath)
        autoload -Uz compinit && compinit -u -d "$CDLGEN_OUT.zcompdump"
        cdlgen-capture() {
            local line
            for line in "${(@f)CDLGEN_LINES}"; do
                BUFFER=$line CURSOR=${#line}
                zle complete-word
                print -r -- "$BUFFER" >> "$CDLGEN_OUT"
            done
            BUFFER=exit
            zle accept-line
        }
        zle -N cdlgen-capture
        zle-line-init() { zle cdlgen-capture }
        zle -N zle-line-init

        """

    /// The outer zsh: runs the interactive one (no global startup files) and waits for it (up to the hang guard),
    /// so a broken script fails the test instead of hanging it.
    static let driver = """
        zmodload zsh/zpty || exit 3
        zpty completer "ZDOTDIR=${(q)1} zsh -d -i"
        integer deadline=$(( SECONDS + \(Int(TestRun.hangGuardSeconds)) ))
        while (( SECONDS < deadline )) && zpty -t completer; do
            zpty -r -t completer line 2>/dev/null || sleep 0.05
        done
        zpty -d completer

        """
}
