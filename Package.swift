// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cdlgen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PlistLoader", targets: ["PlistLoader"]),
        .library(name: "CoreDataModel", targets: ["CoreDataModel"]),
        .library(name: "AppSources", targets: ["AppSources"]),
        .library(name: "Basics", targets: ["Basics"]),
        .library(name: "Definitions", targets: ["Definitions"]),
        .library(name: "Diagnostics", targets: ["Diagnostics"]),
        .library(name: "Checks", targets: ["Checks"]),
        .library(name: "Fixing", targets: ["Fixing"]),
        .library(name: "SampleData", targets: ["SampleData"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .library(name: "Scaffolding", targets: ["Scaffolding"]),
        .library(name: "Project", targets: ["Project"]),
        .library(name: "Conversion", targets: ["Conversion"]),
        .library(name: "SwiftUIExport", targets: ["SwiftUIExport"]),
        .library(name: "CoreDataStore", targets: ["CoreDataStore"]),
        .library(name: "Previews", targets: ["Previews"]),
        .library(name: "Workspace", targets: ["Workspace"]),
        .library(name: "LanguageServer", targets: ["LanguageServer"]),
        .library(name: "Review", targets: ["Review"]),
        .executable(name: "cdlgen", targets: ["cdlgen"]),
        .plugin(name: "ValidateDefinitions", targets: ["ValidateDefinitions"]),
        .plugin(name: "CompileDefinitions", targets: ["CompileDefinitions"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `preview --serve`: FlyingSocks' sockets (its package's HTTP layer, FlyingFox, is not linked: see SiteServer).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(name: "CMalloc"),
        // Paths, files written whole, work on every core, English text: what every layer above uses.
        .target(name: "Basics"),
        .target(name: "PlistLoader", dependencies: ["CLibXML2"]),
        .target(name: "CoreDataModel", dependencies: ["PlistLoader", "Basics", "CLibXML2"]),
        // The classes an app's Swift and Objective-C sources declare, for checking custom classes (issue 27).
        .target(name: "AppSources", dependencies: ["PlistLoader", "Basics"]),
        // What a definition is: its types, keys and files, with no opinion on what is wrong with it.
        .target(name: "Definitions", dependencies: ["CoreDataModel", "PlistLoader"]),
        // What cdlgen can say: the diagnostic value and the rule catalog, a rule's code, description and messages in one file.
        .target(
            name: "Diagnostics", dependencies: ["Definitions", "CoreDataModel", "AppSources", "PlistLoader", "Basics"],
            plugins: ["GenerateRuleRegistry"]),
        // Finding what is wrong: decoding, references between files, the app's classes, the model checks.
        .target(name: "Checks", dependencies: ["Diagnostics", "Definitions", "CoreDataModel", "AppSources", "PlistLoader", "Basics"]),
        // Fix-its applied to a file's text (or tree), and the diff that shows them.
        .target(name: "Fixing", dependencies: ["Diagnostics", "PlistLoader"]),
        .target(name: "SampleData", dependencies: ["Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader", "Basics"]),
        // A run's reports in each format: human, JSON, SARIF, GitHub.
        .target(name: "Reporting", dependencies: ["Checks", "Diagnostics", "PlistLoader", "Basics"]),
        // `cdlgen init`: detail and list views written from the model.
        .target(name: "Scaffolding", dependencies: ["Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader", "Basics"]),
        // A run's settings (options over the project file) and its setup: files, model, classes, sample data.
        .target(
            name: "Project",
            dependencies: [
                "Checks", "SampleData", "Reporting", "Diagnostics", "Definitions", "CoreDataModel", "AppSources", "PlistLoader", "Basics",
            ]),
        // `cdlgen export swiftui`: the definitions as SwiftUI views (issue 41).
        .target(
            name: "SwiftUIExport",
            dependencies: ["Checks", "Diagnostics", "Definitions", "CoreDataModel", "AppSources", "PlistLoader", "Basics"]),
        // `cdlgen convert`: definitions rewritten in another property-list format.
        .target(name: "Conversion", dependencies: ["Project", "Checks", "Diagnostics", "Definitions", "PlistLoader", "Basics"]),
        // A rule in one place (issue 39): the registry is listed from the rule catalog's files at each build.
        .executableTarget(name: "RuleRegistryGenerator"),
        .plugin(name: "GenerateRuleRegistry", capability: .buildTool(), dependencies: ["RuleRegistryGenerator"]),
        // Reads an app's Core Data store; only previews need it, so validating never links SQLite.
        .target(name: "CoreDataStore", dependencies: ["Diagnostics", "CoreDataModel", "PlistLoader", "Basics", "CSQLite"]),
        .target(
            name: "Previews",
            dependencies: [
                "Project", "Scaffolding", "Reporting", "SampleData", "SwiftUIExport", "Checks", "Diagnostics", "Definitions",
                "CoreDataStore", "CoreDataModel", "PlistLoader", "Basics",
            ]),
        // A project's files, settings and model, checked again as they change: validate and the language server.
        .target(
            name: "Workspace",
            dependencies: ["Conversion", "Project", "Fixing", "Checks", "Diagnostics", "Definitions", "PlistLoader", "Basics"]),
        // The preview site over HTTP, with live reload: only `preview --serve` links it.
        .target(name: "SiteServer", dependencies: ["Basics", .product(name: "FlyingSocks", package: "FlyingFox")]),
        // Two versions of a project's definitions compared as views (git, matching, reports in every format).
        .target(
            name: "Review",
            dependencies: ["Previews", "Project", "Reporting", "Checks", "Diagnostics", "Definitions", "PlistLoader", "Basics"]),
        // LSP's base protocol, messages and features over a Workspace.
        .target(
            name: "LanguageServer",
            dependencies: [
                "Workspace", "Project", "Scaffolding", "Fixing", "Checks", "Diagnostics", "Definitions", "CoreDataModel", "AppSources",
                "PlistLoader", "Basics",
            ]),
        .executableTarget(
            name: "cdlgen",
            dependencies: [
                "Review", "LanguageServer", "Workspace", "Previews", "SiteServer", "Conversion", "SwiftUIExport", "Project", "Scaffolding",
                "Reporting",
                "Checks",
                "Diagnostics", "CoreDataModel", "PlistLoader", "Basics",
                "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "ValidateDefinitions",
            capability: .command(
                intent: .custom(
                    verb: "validate-definitions", description: "Check the package's CoreDataLibrary definitions with cdlgen validate.")),
            dependencies: ["cdlgen"]
        ),
        .plugin(name: "CompileDefinitions", capability: .buildTool(), dependencies: ["cdlgen"]),
        // Before the first test and after the last (or an interrupt): one temporary folder, no process left behind.
        .target(name: "CDLGenTestRuntime", path: "Tests/TestRuntime"),
        .target(
            name: "CDLGenTestSupport",
            dependencies: ["CDLGenTestRuntime", "Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader"],
            path: "Tests/TestSupport", exclude: ["Snapshots"]),
        .testTarget(
            name: "PlistLoaderTests", dependencies: ["Checks", "PlistLoader", "CLibXML2", "CDLGenTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AppSourcesTests", dependencies: ["AppSources", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "WorkspaceTests", dependencies: ["Workspace", "Project", "Checks", "Definitions", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "LanguageServerTests",
            dependencies: ["LanguageServer", "Checks", "Diagnostics", "Definitions", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "ReviewTests", dependencies: ["Review", "Reporting", "Diagnostics", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer", "CDLGenTestSupport"]),
        .testTarget(name: "CoreDataStoreTests", dependencies: ["CoreDataStore", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "BasicsTests", dependencies: ["Basics", "CDLGenTestSupport"]),
        .testTarget(name: "DefinitionsTests", dependencies: ["Checks", "Definitions", "PlistLoader", "CDLGenTestSupport"]),
        // The rule catalog's examples are run through the whole check, project file and sample data included.
        .testTarget(
            name: "DiagnosticsTests",
            dependencies: [
                "Project", "Reporting", "SampleData", "Checks", "Diagnostics", "Definitions", "CoreDataModel", "AppSources", "PlistLoader",
                "CDLGenTestSupport",
            ]),
        .testTarget(
            name: "ChecksTests",
            dependencies: ["Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "FixingTests", dependencies: ["Fixing", "Checks", "Diagnostics", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "SampleDataTests", dependencies: ["SampleData", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "Checks", "Diagnostics", "Definitions", "PlistLoader", "Basics", "CDLGenTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "ScaffoldingTests",
            dependencies: ["Scaffolding", "Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "ProjectTests", dependencies: ["Project", "Checks", "Diagnostics", "Definitions", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "SwiftUIExportTests", dependencies: ["SwiftUIExport", "Project", "Checks", "AppSources", "CDLGenTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(name: "ConversionTests", dependencies: ["Conversion", "Definitions", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "CoreDataModelTests", dependencies: ["Diagnostics", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "PreviewsTests",
            dependencies: [
                "Previews", "Project", "Scaffolding", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader", "Basics",
                "CDLGenTestSupport",
            ],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "cdlgen", "LanguageServer", "Previews", "Project", "Checks", "Diagnostics", "Definitions", "CoreDataModel", "PlistLoader",
                "Basics", "CDLGenTestSupport",
            ],
            exclude: ["Fixtures", "Snapshots"]),
    ]
)
