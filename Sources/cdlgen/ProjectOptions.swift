import ArgumentParser
import Project

/// The options that say which project, model and entity a command works with; each overrides the
/// project file (cdlgen.json or cdlgen.plist, found from the first path or the working directory upward).
struct ProjectOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("The Core Data model (.xcdatamodeld or .xcdatamodel) to check against.", valueName: "model"),
        completion: .coreDataModel)
    var model: String?

    @Option(help: ArgumentHelp("The entity of definitions whose entity cannot be inferred.", valueName: "entity"))
    var entity: String?

    @Option(
        help: ArgumentHelp("The project file to use instead of looking for cdlgen.json or cdlgen.plist.", valueName: "file"),
        completion: .propertyLists)
    var project: String?

    @Flag(help: "Use no project file.")
    var noProject = false

    @Flag(
        help: ArgumentHelp(
            "Let the project file's paths lead outside the project (its folder, or the git repository holding it)."))
    var allowOutsideProject = false

    func validate() throws {
        if project != nil && noProject { throw ValidationError("--project and --no-project cannot be used together") }
    }

    func runOptions(paths: [String], strict: Bool?) -> RunOptions {
        var options = RunOptions()
        options.paths = paths
        options.model = model
        options.entity = entity
        options.projectFile = project
        options.ignoresProjectFile = noProject
        options.allowsOutsideProject = allowOutsideProject
        options.strict = strict
        return options
    }
}
