import ArgumentParser
import Basics
import CoreDataModel
import Foundation
import PlistLoader
import Scaffolding

/// `init --app`: the app's definitions, each written into the -o folder as NAME.plist (NAME.json for
/// JSON), none written when one is there already (unless --force).
struct AppScaffoldWriter {
    let command: InitCommand

    func write(from model: CoreDataModel) throws {
        let layout: ScaffoldLayout?
        do {
            layout = try command.layout.map { text throws(ScaffoldLayoutError) in try ScaffoldLayout(parsing: text) }
        } catch {
            throw ValidationError("--layout: \(error.message)")
        }
        let scaffold: AppScaffold
        do {
            scaffold = try AppScaffolder(model: model).scaffold(entities: command.entity, layout: layout)
        } catch {
            if case .nothingToShow(_, let omissions) = error {
                command.report(omissions)
                Terminal.writeError("cdlgen: error: \(error.message)\n")
                throw ExitCode(ExitStatus.findings)
            }
            throw ValidationError(error.message)
        }
        for note in scaffold.notes { Terminal.writeError("cdlgen: note: \(note)\n") }
        let format = (command.to ?? .xml).plistFormat
        let folder = command.output ?? "."
        let files = try scaffold.files.map { file -> (path: String, text: String) in
            let name = file.name + (format == .json ? ".json" : ".plist")
            do {
                return (PathUtilities.join(folder, name), try PlistWriter.write(file.propertyList, as: format).text)
            } catch {
                Terminal.writeError("cdlgen: error: \(name): \(error)\n")
                throw ExitCode(ExitStatus.findings)
            }
        }
        if !command.force, let existing = files.first(where: { PathUtilities.exists($0.path) }) {
            Terminal.writeError("cdlgen: error: \(existing.path) exists (--force replaces it); nothing written\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        do {
            try FolderMaker.make(folder)
            for file in files { try AtomicFileWriter.write(Array(file.text.utf8), to: file.path, replacing: command.force) }
        } catch {
            Terminal.writeError("cdlgen: error: \(error)\n")
            throw ExitCode(ExitStatus.usageOrIOFailure)
        }
        Terminal.writeError("wrote \(files.count) definitions into \(folder)\n")
    }
}
