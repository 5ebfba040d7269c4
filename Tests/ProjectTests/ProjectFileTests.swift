import CDLGenTestSupport
import Checks
import Definitions
import Diagnostics
import Foundation
import PlistLoader
import Project
import Testing

@Suite struct ProjectFileTests {
    @Test func readsEveryKeyOfTheSpec() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "cdlgen.json",
            """
            {
              "definitions": ["Views", "More/Views"],
              "exclude": ["Generated", "Views/Old/*.plist"],
              "model": "App.xcdatamodeld",
              "samples": "Samples",
              "entities": {"DetailView": "Event"},
              "customRows": {"DeleteRowController": {"title": "Delete", "style": "destructive", "keys": ["confirmationMessage"]}},
              "locale": "de_DE",
              "timeZone": "Europe/Berlin",
              "rules": {"unknown-key": "error", "empty-section": "off"},
              "strict": true
            }
            """)
        let (project, report) = ProjectFileReader.read(path)
        let file = try #require(project)
        #expect(report.diagnostics.isEmpty)
        #expect(report.kind == .projectFile)
        #expect(file.definitions.map { file.resolvedPath($0.value) } == [folder.path + "/Views", folder.path + "/More/Views"])
        #expect(file.model.map { file.resolvedPath($0.value) } == folder.path + "/App.xcdatamodeld")
        #expect(file.entities["DetailView"]?.value == "Event")
        #expect(
            file.customRows["DeleteRowController"] == CustomRowPreview(title: "Delete", style: .destructive, keys: ["confirmationMessage"]))
        #expect(file.exclude.map(\.value) == ["Generated", "Views/Old/*.plist"])
        #expect(file.locale?.value == "de_DE" && file.timeZone?.value == "Europe/Berlin" && file.samples?.value == "Samples")
        #expect(file.rules == [.unknownKey: .error, .emptySection: .off])
        #expect(file.strict == true)
    }

    @Test func reportsItsOwnProblemsWithPositions() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(
            "cdlgen.plist",
            """
            {
                modle = App.xcdatamodeld;
                definitions = ();
                entities = { DetailView = (); };
                rules = { unknown-keys = off; empty-section = loud; };
                customRows = { Delete = { style = red; }; };
                strict = maybe;
            }
            """)
        let (_, report) = ProjectFileReader.read(path)
        let found = report.diagnostics.map { "\($0.location.position) \($0.code)" }
        #expect(
            found == [
                "2:5 unknown-key", "4:31 invalid-type", "5:15 unknown-key", "5:51 invalid-value", "6:39 invalid-value",
                "7:14 invalid-value",
            ])
        #expect(report.diagnostics.first?.fixIt == "model")
        #expect(report.diagnostics[2].fixIt == "unknown-key")
    }

    /// The folder search passes over what is never a definition, and what `exclude` names.
    @Test func folderSearchSkipsXcodesFilesAndWhatIsExcluded() throws {
        let folder = try TemporaryFolder()
        let kept = [
            "Definitions/EventDetailView.plist", "Definitions/Old/KeepDetailView.json", "Definitions/WidgetInfo.plist",
            "Definitions/Nested/Draft/EventListView.plist",
        ]
        let skipped = [
            "Definitions/Info.plist", "Definitions/MyApp-Info.plist", "Definitions/INFO.PLIST", "Definitions/Assets.xcassets/Contents.json",
            "Definitions/Assets.xcassets/AppIcon.appiconset/Contents.json", "Definitions/en.lproj/Root.plist",
            "Definitions/Settings.bundle/Root.plist", "Definitions/App.xcodeproj/project.xcworkspace/contents.json",
            "Definitions/build/Debug/Copied.plist", "Definitions/DerivedData/Info.json",
            // Excluded by the project file:
            "Definitions/Generated/AnyDetailView.plist", "Definitions/Old/OldDetailView.plist",
            "Definitions/Nested/DraftOneDetailView.json",
        ]
        for path in kept + skipped { try folder.write(path, "( )") }
        let project = try folder.write(
            "cdlgen.json", #"{"exclude": ["Generated", "Definitions/Old/*.plist", "**/Draft*.json"]}"#)
        var options = RunOptions()
        options.projectFile = project
        options.paths = [folder.path + "/Definitions"]
        let settings = try RunSettings.resolve(options)
        let found = DefinitionFileFinder.find(settings.definitionPaths, exclude: settings.exclusion)
        #expect(found.files.map { String($0.path.dropFirst(folder.path.count + 1)) } == kept.sorted())
        // A file named on the command line is checked whatever `exclude` says.
        let named = DefinitionFileFinder.find([folder.path + "/Definitions/Generated/AnyDetailView.plist"], exclude: settings.exclusion)
        #expect(named.files.count == 1)
    }

    @Test func aCustomRowsDeclaredKeysAreNotUnknown() throws {
        let folder = try TemporaryFolder()
        let row = "{ rowType = CDLTableRowTypeCustom; rowCustomControllerClass = DeleteRowController; confirmationMessage = Sure; }"
        try folder.write("Definitions/EventDetailView.plist", "( { rowInformation = ( \(row) ); } )")
        let project = try folder.write("cdlgen.json", #"{"customRows": {"DeleteRowController": {"keys": ["confirmationMessage"]}}}"#)
        var options = RunOptions()
        options.projectFile = project
        options.paths = [folder.path + "/Definitions"]
        let settings = try RunSettings.resolve(options)
        let found = DefinitionFileFinder.find(settings.definitionPaths)
        let catalog = DefinitionCatalog(roots: found.roots, files: found.files)
        let declared = DefinitionValidator(customRows: settings.customRowRegistry()).validate(found.files, catalog: catalog)
        #expect(declared.flatMap(\.diagnostics).isEmpty)
        let undeclared = DefinitionValidator().validate(found.files, catalog: catalog)
        #expect(undeclared.flatMap(\.diagnostics).map(\.code) == [.unknownKey])
    }

    @Test func aProjectFileThatIsNotADictionaryIsAnError() throws {
        let folder = try TemporaryFolder()
        let (project, report) = ProjectFileReader.read(try folder.write("cdlgen.json", "[1]"))
        #expect(project != nil)
        #expect(report.diagnostics.map(\.code) == [.invalidType])
        let (broken, syntax) = ProjectFileReader.read(try folder.write("cdlgen.plist", "{ a = ; }"))
        #expect(broken == nil && syntax.diagnostics.map(\.code) == [.syntaxError])
    }

    @Test func isFoundFromASubfolderAndNotPastTheRepositoryRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        let project = try folder.write("repo/cdlgen.json", "{}")
        try folder.write("repo/Definitions/Events/.keep", "")
        try folder.write("cdlgen.json", "{}")
        let found = try #require(ProjectFileLocator.find(from: folder.path + "/repo/Definitions/Events"))
        #expect(URL(fileURLWithPath: found).standardizedFileURL.path == project)
        try FileManager.default.removeItem(atPath: project)
        #expect(ProjectFileLocator.find(from: folder.path + "/repo/Definitions/Events") == nil)
    }

    @Test func rulesTurnDiagnosticsOffOrChangeTheirSeverity() throws {
        var settings = try RunSettings.resolve(Self.options(paths: ["."]))
        settings.rules = [.emptySection: .off, .unknownKey: .error]
        let at = SourceLocation(file: "A.plist", position: .start)
        var reports = [
            FileReport(
                file: DefinitionFile(path: "A.plist"), definition: nil,
                diagnostics: [Diagnostic(.warning, .emptySection, "", at: at), Diagnostic(.warning, .unknownKey, "", at: at)])
        ]
        settings.applyRules(to: &reports)
        #expect(reports[0].diagnostics.map(\.code) == [.unknownKey])
        #expect(reports[0].diagnostics.map(\.severity) == [.error])
    }

    @Test func optionsOverrideTheProjectFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("cdlgen.json", #"{"definitions": "Views", "model": "App.xcdatamodeld", "strict": true}"#)
        try folder.write("Views/.keep", "")
        var options = Self.options(paths: [])
        options.projectFile = folder.path + "/cdlgen.json"
        let fromFile = try RunSettings.resolve(options)
        #expect(fromFile.definitionPaths == [folder.path + "/Views"])
        #expect(fromFile.modelPath == folder.path + "/App.xcdatamodeld")
        #expect(fromFile.strict)
        options.paths = [folder.path]
        options.model = "Other.xcdatamodel"
        options.strict = false
        let overridden = try RunSettings.resolve(options)
        #expect(overridden.definitionPaths == [folder.path])
        #expect(overridden.modelPath == "Other.xcdatamodel")
        #expect(!overridden.strict)
    }

    @Test func anEntityTheModelLacksIsReportedInTheProjectFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Model.xcdatamodel/contents", ModelContents.version1)
        try folder.write(
            "cdlgen.json",
            """
            {"model": "Model.xcdatamodel",
             "entities": {"DetailView": "Evnt", "OtherView": "Event"}}
            """)
        var options = Self.options(paths: [folder.path])
        options.projectFile = folder.path + "/cdlgen.json"
        var settings = try RunSettings.resolve(options)
        let (checker, modelReport) = try settings.loadModel()
        #expect(modelReport == nil)
        #expect(checker?.namedEntities == ["OtherView": "Event"])
        let diagnostic = try #require(settings.projectReport?.diagnostics.first)
        #expect(diagnostic.code == .unknownEntity && diagnostic.fixIt == "Event")
        #expect(diagnostic.location.position == .lineColumn(line: 2, column: 29))
        #expect(settings.projectReport?.sourceLines[2] != nil)
    }

    static func options(paths: [String]) -> RunOptions {
        var options = RunOptions()
        options.paths = paths
        options.ignoresProjectFile = paths == ["."]
        return options
    }
}
