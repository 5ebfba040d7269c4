import CDLGenTestSupport
import Foundation
import Testing

/// `Scripts/layers` (docs/ARCHITECTURE.md, "Modules and layers") passes on the package, and each kind of
/// finding it exists for is found in a copy of the package (its manifest and Swift files) mutated to have one.
@Suite struct LayersScriptTests {
    static let script = CDLGenProcess.packageRoot.appendingPathComponent("Scripts/layers")

    func layers(_ root: URL) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", Self.script.path, root.path], in: root,
            environment: [:])
    }

    /// The manifest and every Swift file of Sources and Tests, which is all the script reads.
    func copyOfThePackage() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let root = CDLGenProcess.packageRoot
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Package.swift"), to: folder.url.appendingPathComponent("Package.swift"))
        for top in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(top)
            let walker = try #require(FileManager.default.enumerator(atPath: base.path))
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let target = folder.url.appendingPathComponent(top).appendingPathComponent(relative)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: base.appendingPathComponent(relative), to: target)
            }
        }
        return folder
    }

    func edit(_ path: String, in folder: TemporaryFolder, _ change: (String) -> String) throws {
        let url = folder.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the mutation of \(path) changed nothing")
        try changed.write(to: url, atomically: true, encoding: .utf8)
    }

    @Test func thePackageKeepsItsLayers() throws {
        let result = try layers(CDLGenProcess.packageRoot)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("layers: "), "\(result.stdout)")
    }

    @Test func theUnchangedCopyPasses() throws {
        let folder = try copyOfThePackage()  // Kept: the folder goes when it does.
        let result = try layers(folder.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func anImportThatGoesUpIsFound() throws {
        let folder = try copyOfThePackage()
        try edit("Package.swift", in: folder) {
            $0.replacingOccurrences(
                of: #".target(name: "AppSources", dependencies: ["PlistLoader", "Basics"])"#,
                with: #".target(name: "AppSources", dependencies: ["PlistLoader", "Basics", "Checks"])"#)
        }
        try edit("Sources/AppSources/SourceToken.swift", in: folder) { "import Checks\n" + $0 }
        let result = try layers(folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "Sources/AppSources/SourceToken.swift:1: AppSources (layer 2) imports Checks (layer 5): "
                + "a module imports only lower layers\n")
    }

    @Test func anUndeclaredImportIsFound() throws {
        let folder = try copyOfThePackage()
        try edit("Sources/Workspace/ReferenceGraph.swift", in: folder) { "import CoreDataModel\n" + $0 }
        let result = try layers(folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Sources/Workspace/ReferenceGraph.swift:1: Workspace imports CoreDataModel, which it does not declare\n")
    }

    @Test func aDependencyNobodyImportsIsFound() throws {
        let folder = try copyOfThePackage()
        try edit("Package.swift", in: folder) {
            $0.replacingOccurrences(
                of: #".target(name: "Fixing", dependencies: ["Diagnostics", "PlistLoader"])"#,
                with: #".target(name: "Fixing", dependencies: ["Diagnostics", "PlistLoader", "AppSources"])"#)
        }
        let result = try layers(folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Package.swift: Fixing declares AppSources, which none of its files imports\n")
    }

    @Test func aCModuleImportedPubliclyIsFound() throws {
        let folder = try copyOfThePackage()
        try edit("Sources/CoreDataStore/SQLiteRow.swift", in: folder) {
            $0.replacingOccurrences(of: "internal import CSQLite", with: "import CSQLite")
        }
        let result = try layers(folder.url)
        #expect(result.status == 1)
        #expect(
            result.stdout
                == "Sources/CoreDataStore/SQLiteRow.swift:1: CoreDataStore imports the C module CSQLite without `internal import`\n")
    }
}
