extension RunSettings {
    /// Why the run has no model, for the human summary (README, "The project file"), when no project file
    /// applies: a run without one checks no key path, and its "no problems" should not read as if it had.
    /// Nil when there is a model, a project file (which the user keeps as they mean it), or `--no-project`
    /// (asked for).
    public func modelAbsence(paths: [String], ignoresProjectFile: Bool) -> String? {
        guard modelPath == nil, projectFile == nil, !ignoresProjectFile else { return nil }
        let named = paths.isEmpty ? "./Definitions" : paths.count == 1 ? paths[0] : "\(paths[0]) and the other paths"
        return "checked without a model: no project file (cdlgen.json or cdlgen.plist) for \(named) or the working directory; "
            + "pass --model, or --project to name one"
    }
}
