import ArgumentParser

/// `--watch` and `--poll`: after the first run, run again on every change, until Ctrl-C.
struct WatchOptions: ParsableArguments {
    @Flag(help: "After the first run, run again for what each change affects (a saved, created or deleted file), until interrupted.")
    var watch = false

    @Flag(help: "With --watch: look for changes every half second instead of being told by the system (for network file systems).")
    var poll = false

    func validate() throws {
        if poll && !watch { throw ValidationError("--poll goes with --watch") }
    }
}
