import ArgumentParser
import Basics
import CoreDataModel
import Foundation
import PlistLoader
import Project
import Reporting
import Scaffolding

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Scaffold a detail-view definition from a Core Data entity, or an app's definitions with --app.",
        discussion: """
            Writes a row for every attribute and to-one relationship of the entity (inherited ones first, \
            non-optional before optional), and a section for each to-many relationship. Properties no row \
            can show (Binary, Transformable, numbers…) are left out, and so is whatever validate would find fault \
            with; each is named on standard error. \
            With --app (and -o FOLDER), for each --entity: its list view, its detail view with an "Add New" \
            view for each to-many row (every required attribute, not the inverse), and the detail views of \
            the entities it is related to; --layout arranges the first entity's detail view, as \
            "Task:(name,dueDate);Status:(completed)". \
            Exit status: 0 written, 1 the model is broken or shows nothing, 2 bad arguments or a write failure.
            """
    )

    @Option(
        help: "The Core Data model: a .xcdatamodeld, a .xcdatamodel, or its contents file (default: the project file's).",
        completion: .coreDataModel)
    var model: String?

    @Option(help: "The entity the detail view shows; with --app, repeatable.")
    var entity: [String] = []

    @Flag(help: "Write the app's definitions into the -o folder: list views, detail views, add views, related entities' views.")
    var app = false

    @Option(
        help: ArgumentHelp(
            "With --app: the first entity's sections and their properties, as \"Task:(name,dueDate);Status:(completed)\"; "
                + "the properties it leaves out follow in a section titled Other.",
            valueName: "layout"))
    var layout: String?

    @Option(help: ArgumentHelp("The format to write (default: json for a .json output file, else xml).", valueName: "format"))
    var to: ScaffoldFormat?

    @Option(
        name: [.customShort("o"), .long], help: ArgumentHelp("The file to write (default: standard output).", valueName: "file"),
        completion: .anyFile)
    var output: String?

    @Flag(help: "Replace the output file if it exists.")
    var force = false

    @Option(
        help: ArgumentHelp(
            "The project file to take the model from instead of looking for cdlgen.json or cdlgen.plist.", valueName: "file"),
        completion: .propertyLists)
    var project: String?

    func validate() throws {
        if entity.isEmpty { throw ValidationError("--entity names the entity to scaffold") }
        if !app && entity.count > 1 { throw ValidationError("one --entity, or several with --app") }
        if app && output == nil { throw ValidationError("--app writes several files: name a folder with -o") }
        if layout != nil && !app { throw ValidationError("--layout goes with --app") }
    }

    func run() throws {
        let model = try modelPath()
        guard FileManager.default.fileExists(atPath: model) else {
            throw ValidationError("no such file or folder: \(model)")
        }
        let coreDataModel: CoreDataModel
        do {
            coreDataModel = try CoreDataModelReader.read(model)
        } catch {
            Terminal.writeError(HumanReporter(palette: Terminal.errorPalette).render([error.report()]))
            throw ExitCode(ExitStatus.findings)
        }

        if app { return try AppScaffoldWriter(command: self).write(from: coreDataModel) }
        let scaffold: DetailViewScaffold
        do {
            scaffold = try DetailViewScaffolder(model: coreDataModel).validatedScaffold(entityNamed: entity[0])
        } catch {
            if case .nothingToShow(_, let omissions) = error {
                report(omissions)
                Terminal.writeError("cdlgen: error: \(error.message)\n")
                throw ExitCode(ExitStatus.findings)
            }
            throw ValidationError(error.message)
        }
        report(scaffold.omissions)

        let format = (to ?? ScaffoldFormat.implied(byOutput: output)).plistFormat
        let text: String
        do {
            text = try PlistWriter.write(scaffold.propertyList, as: format).text
        } catch {
            Terminal.writeError("cdlgen: error: \(error.message)\n")
            throw ExitCode(ExitStatus.findings)
        }
        guard let output else {
            Terminal.write(text)
            return
        }
        do {
            try AtomicFileWriter.write(Array(text.utf8), to: output, replacing: force)
        } catch {
            let hint = error.targetExists ? " (--force replaces it)" : ""
            Terminal.writeError("cdlgen: error: \(error)\(hint)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
    }

    /// `--model`, else the project file's `model`.
    func modelPath() throws -> String {
        if let model { return model }
        var options = RunOptions()
        options.projectFile = project
        do {
            let settings = try RunSettings.resolve(options, needsDefinitions: false)
            guard let path = settings.modelPath else {
                throw ValidationError("no model: pass --model, or set 'model' in cdlgen.json")
            }
            return path
        } catch let error as RunSettingsError {
            throw SettingsFailure.stop(error)
        }
    }

    func report(_ omissions: [ScaffoldOmission]) {
        for omission in omissions {
            Terminal.writeError("cdlgen: note: \(omission.message)\n")
        }
    }
}
