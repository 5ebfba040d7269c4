import CDLGenTestSupport
import Foundation
import Testing

/// Issue 36, item 6: a project file's paths stay inside the project (its folder, or the git repository
/// holding it, after links); one outside is a `path-escape` on its key and is not read, unless the
/// command line says `--allow-outside-project`. Paths on the command line are the user's own.
@Suite struct ProjectPathConfinementTests {
    /// `validate` printed `daemon:x:1:1:…` as the source line of the finding about `/etc/passwd`.
    @Test func etcPasswdThroughAProjectFileIsRefusedWithNoLineOfIt() throws {
        let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
        let folder = try TemporaryFolder()
        try folder.write("cdlgen.json", #"{"definitions": ["/etc/passwd"], "model": "/etc/passwd"}"#)
        let result = try CDLGenProcess.run(["validate"], in: folder.url)
        let output = result.stdout + result.stderr
        #expect(result.status == 1, "\(output)")
        #expect(output.contains("cdlgen.json:1:18: error: 'definitions' names '/etc/passwd', which is outside the project"), "\(output)")
        #expect(output.contains("cdlgen.json:1:43: error: 'model' names '/etc/passwd', which is outside the project"), "\(output)")
        for line in passwd.split(separator: "\n") where line.count > 8 {
            #expect(!output.contains(line), "a line of /etc/passwd was printed: \(line)")
        }
    }

    /// The flag lets the project file's model outside be read; the same run without it refuses it.
    @Test func allowOutsideProjectReadsWhatTheProjectFileNamesOutside() throws {
        let folder = try TemporaryFolder()
        try folder.write("Project/cdlgen.json", #"{"definitions": ["Defs"], "model": "../Shared/Model.xcdatamodel"}"#)
        try folder.write("Project/Defs/Good.plist", AdversarialInputs.cleanDefinition)
        try folder.write("Shared/Model.xcdatamodel/contents", Self.model)
        let project = folder.url.appendingPathComponent("Project")

        let refused = try CDLGenProcess.run(["validate"], in: project)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("cdlgen.json:1:36: error: 'model' names '../Shared/Model.xcdatamodel'"), "\(refused.stdout)")

        let allowed = try CDLGenProcess.run(["validate", "--allow-outside-project"], in: project)
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(!allowed.stdout.contains("path-escape"), "\(allowed.stdout)")
    }

    /// Inside a git repository the repository is the project: a project file in a subfolder may name
    /// the repository's model, but not beyond it. Command-line paths are allowed wherever they lead.
    @Test func theRepositoryIsTheProjectAndCommandLinePathsStayAllowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Repository/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Repository/App/cdlgen.json", #"{"definitions": ["Defs"], "model": "../Model.xcdatamodel"}"#)
        try folder.write("Repository/App/Defs/Good.plist", AdversarialInputs.cleanDefinition)
        try folder.write("Repository/Model.xcdatamodel/contents", Self.model)
        try folder.write("Outside/Model.xcdatamodel/contents", Self.model)
        let app = folder.url.appendingPathComponent("Repository/App")

        let inRepository = try CDLGenProcess.run(["validate"], in: app)
        #expect(inRepository.status == 0, "\(inRepository.stdout)\(inRepository.stderr)")

        let commandLine = try CDLGenProcess.run(["validate", "--model", "../../Outside/Model.xcdatamodel"], in: app)
        #expect(commandLine.status == 0, "\(commandLine.stdout)\(commandLine.stderr)")
        #expect(!commandLine.stdout.contains("path-escape"), "\(commandLine.stdout)")
    }

    /// A model with the entity the clean definition's row shows.
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Widget" representedClassName="Widget" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """
}
