import ArgumentParser
import Foundation
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server: LSP over standard input and output, for editors.",
        discussion: """
            Speaks the Language Server Protocol (3.17) over standard input and output. Definitions are checked \
            within their project (the project file found from each file's folder) as `validate` checks them, \
            again as they change, with every definition a change affects. Completion, hover, go to \
            definition, the outline and fix-its as quick fixes; docs/editors.md sets editors up. Exit \
            status: 0 after shutdown, 1 when the client exits without it.
            """
    )

    func run() throws {
        let server = DefinitionLanguageServer { bytes in
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else { return }
                    offset += written
                }
            }
        }
        throw ExitCode(server.run(input: STDIN_FILENO))
    }
}
