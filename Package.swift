// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cdlgen",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "PlistLoader", targets: ["PlistLoader"]),
        .library(name: "CoreDataModel", targets: ["CoreDataModel"]),
        .library(name: "AppSources", targets: ["AppSources"]),
        .library(name: "RowControllers", targets: ["RowControllers"]),
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
        .target(name: "PlistLoader", dependencies: ["CLibXML2"]),
        .target(name: "CoreDataModel", dependencies: ["PlistLoader", "CLibXML2"]),
        // The classes an app's Swift and Objective-C sources declare, for checking custom classes (issue 27).
        .target(name: "AppSources", dependencies: ["PlistLoader"]),
        .target(
            name: "RowControllers", dependencies: ["PlistLoader", "CoreDataModel", "AppSources"],
            plugins: ["GenerateRuleRegistry"]),
        // A rule in one place (issue 39): the registry is listed from the rule catalog's files at each build.
        .executableTarget(name: "RuleRegistryGenerator"),
        .plugin(name: "GenerateRuleRegistry", capability: .buildTool(), dependencies: ["RuleRegistryGenerator"]),
        // Reads an app's Core Data store; only previews need it, so validating never links SQLite.
        .target(name: "CoreDataStore", dependencies: ["RowControllers", "CoreDataModel", "PlistLoader", "CSQLite"]),
        .target(name: "Previews", dependencies: ["RowControllers", "CoreDataModel", "PlistLoader", "CoreDataStore"]),
        // A project's files, settings and model, checked again as they change: validate and the language server.
        .target(name: "Workspace", dependencies: ["RowControllers", "PlistLoader"]),
        // The preview site over HTTP, with live reload: only `preview --serve` links it.
        .target(name: "SiteServer", dependencies: ["PlistLoader", .product(name: "FlyingSocks", package: "FlyingFox")]),
        // Two versions of a project's definitions compared as views (git, matching, reports in every format).
        .target(name: "Review", dependencies: ["Previews", "RowControllers", "PlistLoader"]),
        // LSP's base protocol, messages and features over a Workspace.
        .target(name: "LanguageServer", dependencies: ["Workspace", "RowControllers", "CoreDataModel", "AppSources", "PlistLoader"]),
        .executableTarget(
            name: "cdlgen",
            dependencies: [
                "RowControllers", "Previews", "CoreDataModel", "PlistLoader", "Workspace", "LanguageServer", "SiteServer", "Review",
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
        .target(name: "CDLGenTestSupport", dependencies: ["CDLGenTestRuntime"], path: "Tests/TestSupport", exclude: ["Snapshots"]),
        .testTarget(name: "PlistLoaderTests", dependencies: ["PlistLoader", "CLibXML2", "CDLGenTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "AppSourcesTests", dependencies: ["AppSources", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "WorkspaceTests", dependencies: ["Workspace", "RowControllers", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "LanguageServerTests", dependencies: ["LanguageServer", "RowControllers", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "ReviewTests", dependencies: ["Review", "RowControllers", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(name: "SiteServerTests", dependencies: ["SiteServer", "CDLGenTestSupport"]),
        .testTarget(name: "CoreDataStoreTests", dependencies: ["CoreDataStore", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "RowControllersTests",
            dependencies: ["RowControllers", "CoreDataModel", "AppSources", "PlistLoader", "CDLGenTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(name: "CoreDataModelTests", dependencies: ["CoreDataModel", "RowControllers", "PlistLoader", "CDLGenTestSupport"]),
        .testTarget(
            name: "PreviewsTests", dependencies: ["Previews", "RowControllers", "CoreDataModel", "PlistLoader", "CDLGenTestSupport"],
            exclude: ["Snapshots"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["cdlgen", "RowControllers", "Previews", "CoreDataModel", "PlistLoader", "LanguageServer", "CDLGenTestSupport"],
            exclude: ["Fixtures", "Snapshots"]),
    ]
)
