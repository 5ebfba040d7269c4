import CDLGenTestSupport
import Foundation
import Testing

/// the exit status of README, "Reading a diagnostic"es, the same in every output format: 0 clean or warnings only, 1 errors (or
/// warnings with `--strict`), 2 bad arguments or a path that cannot be read. Machine-readable output
/// stays a whole document even when the run fails.
@Suite struct ExitStatusTests {
    static let formats = ["human", "json", "sarif", "github"]

    static let clean =
        "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; rowLabel = Name; } ); } )"
    static let warning =
        "( { rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; colour = red; rowLabel = Name; } ); } )"
    static let error = "( { rowInformation = ( { rowType = CDLTableRowTypeBoolSwitch; rowLabel = On; attributeKeyPath = on; } ); } )"

    func run(_ format: String, _ files: [String: String], _ arguments: [String] = []) throws -> CDLGenProcess.Result {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let result = try CDLGenProcess.run(["validate", "--no-project", "--format", format] + arguments, in: folder.url)
        if format == "json" || format == "sarif" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil, "\(format): not JSON: \(result.stdout)")
        }
        return result
    }

    @Test(arguments: formats)
    func cleanAndWarningsOnlyExitZero(format: String) throws {
        #expect(try run(format, ["Views/EventDetailView.plist": Self.clean], ["Views"]).status == 0)
        #expect(try run(format, ["Views/EventDetailView.plist": Self.warning], ["Views"]).status == 0)
    }

    @Test(arguments: formats)
    func errorsOrStrictWarningsExitOne(format: String) throws {
        #expect(try run(format, ["Views/EventDetailView.plist": Self.error], ["Views"]).status == 1)
        #expect(try run(format, ["Views/EventDetailView.plist": Self.warning], ["Views", "--strict"]).status == 1)
        #expect(try run(format, ["Views/EventDetailView.plist": Self.warning], ["Views", "--rule", "unknown-key=error"]).status == 1)
    }

    @Test(arguments: formats)
    func aMissingPathExitsTwoAndTheOthersAreStillReported(format: String) throws {
        let result = try run(format, ["Views/EventDetailView.plist": Self.error], ["Views", "Nowhere"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cdlgen: error: no such file or folder: Nowhere\n"))
        #expect(result.stdout.contains("unknown-row-type"))
    }

    @Test(arguments: formats)
    func anUnreadableFileExitsTwo(format: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("Views/EventDetailView.plist", Self.clean)
        #expect(mkfifo(folder.url.appendingPathComponent("Views/Pipe.plist").path, 0o600) == 0)
        // Named: a folder search passes over what is not a regular file.
        let result = try CDLGenProcess.run(["validate", "--no-project", "--format", format, "Views", "Views/Pipe.plist"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("Views/Pipe.plist: error: "))
        #expect(result.stderr.contains("not a regular file"))
        if format == "json" || format == "sarif" {
            #expect((try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8))) != nil)
        }
    }

    @Test(arguments: formats)
    func badArgumentsExitTwo(format: String) throws {
        let folder = try TemporaryFolder()
        let badRule = try CDLGenProcess.run(["validate", "--format", format, "--rule", "unknown-kye=off", "."], in: folder.url)
        #expect(badRule.status == 2)
        #expect(badRule.stdout.isEmpty)
        let noDefinitions = try CDLGenProcess.run(["validate", "--no-project", "--format", format], in: folder.url)
        #expect(noDefinitions.status == 2)
        #expect(noDefinitions.stderr.contains("no ./Definitions folder"))
    }
}
