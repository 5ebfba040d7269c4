import ArgumentParser

/// `cdlgen export`: the definitions in another framework's terms. SwiftUI is the one so far.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the definitions as code of another framework, for apps leaving CDL.",
        subcommands: [ExportSwiftUICommand.self]
    )
}
