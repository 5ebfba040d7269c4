import ArgumentParser
import Foundation
import LanguageServer

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server: LSP over standard input and output, for editors (first part: diagnostics).",
        discussion: """
            Speaks the Language Server Protocol (3.17) over standard input and output: open and changed \
            definitions are checked as `validate` checks a file, against the definitions of its folder, and \
            their diagnostics are published. Exit status: 0 after shutdown, 1 when the client exits without it.
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
