import CDLGenTestSupport
import Foundation

/// The one package, depending on this one by path as an app's package would, for the tests that need
/// SwiftPM itself: the plugins (`PackagePluginTests`: an `App` target whose definitions the build-tool
/// plugin compiles, `swift package validate-definitions`, generate-manual) and the README's Swift blocks
/// (`ReadmeCodeBlockTests`: a `ReadmeBlockN` executable per block, on every library product).
///
/// One package and one build folder, so that the libraries and cdlgen are compiled once for both: apart,
/// from a clean clone on 2 cores, the README's package took 55 s and the plugins' 113 s, most of either
/// compiling the same modules. Both are kept in `.build-package-tests/` (git-ignored), so a second run
/// builds nothing; files are rewritten only when they change. The tests that use it take turns
/// (`withPackage`): one writes the app's definitions broken on purpose, which the other must not build.
enum NestedPackage {
    static let root = CDLGenProcess.packageRoot.appendingPathComponent(".build-package-tests")
    static let package = root.appendingPathComponent("App")
    static let scratch = root.appendingPathComponent("build")
    private static let turn = NSRecursiveLock()

    /// SwiftPM's identity of this package, as a dependency by path: its folder's name, lowercased.
    static var identity: String { CDLGenProcess.packageRoot.lastPathComponent.lowercased() }

    /// Runs `body` with the package written as it should be (the app's definitions as in the repository,
    /// the README's blocks as the README has them), while no other test uses it.
    static func withPackage<T>(_ body: () throws -> T) throws -> T {
        try turn.withLock {
            try write()
            return try body()
        }
    }

    /// `swift` with `arguments` on the package and its build folder.
    static func swift(_ arguments: [String]) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["swift"] + arguments + ["--package-path", package.path, "--scratch-path", scratch.path],
            in: package, environment: ["NO_COLOR": "1"], hangGuard: TestRun.buildHangGuardSeconds)
    }

    /// The folder of the built products (`swift build --show-bin-path`).
    static func binPath() throws -> URL {
        URL(fileURLWithPath: try swift(["build", "--show-bin-path"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // MARK: Writing

    private static func write() throws {
        let blocks = ReadmeCodeBlockTests.blocks { $0 == .swift }
        let readme = ReadmeSwiftPackage(blocks: blocks)
        let libraries = try ReadmeSwiftPackage.libraries().map { ".product(name: \"\($0)\", package: \(String(reflecting: identity)))" }
        let readmeTargets = blocks.indices.map {
            "        .executableTarget(name: \"\(readme.target($0))\", dependencies: [\(libraries.joined(separator: ", "))]),"
        }
        let manifest = """
            // swift-tools-version:6.0
            // \(try ReadmeSwiftPackage.sourceListFingerprint())
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: \(String(reflecting: CDLGenProcess.packageRoot.path)))],
                targets: [
                    .executableTarget(
                        name: "App", exclude: ["Definitions"],
                        plugins: [.plugin(name: "CompileDefinitions", package: \(String(reflecting: identity)))]),
            \(readmeTargets.joined(separator: "\n"))
                ]
            )

            """
        try update(package.appendingPathComponent("Package.swift"), manifest)
        // The versions this package resolved, so that nothing needs resolving again.
        if let resolved = try? String(contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8) {
            try update(package.appendingPathComponent("Package.resolved"), resolved)
        }
        try writeApp()
        try readme.write(into: package.appendingPathComponent("Sources"), update: update)
    }

    /// The app target: the sample app's definitions, at the package's top (for validate-definitions) and
    /// in the target (compiled by the plugin into its resources), and a program that loads each as CDL
    /// does — by name from the bundle, with NSArray's or NSDictionary's reader.
    private static func writeApp() throws {
        let fileManager = FileManager.default
        let definitions = CDLGenProcess.packageRoot.appendingPathComponent("Definitions")
        let app = package.appendingPathComponent("Sources/App")
        for copy in [package.appendingPathComponent("Definitions"), app.appendingPathComponent("Definitions")] {
            try? fileManager.removeItem(at: copy)  // a test may have broken one on purpose
            try fileManager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.copyItem(at: definitions, to: copy)
            try? fileManager.removeItem(at: copy.appendingPathComponent("preview"))
        }
        let program = """
            import Foundation

            for name in CommandLine.arguments.dropFirst() {
                guard let url = Bundle.module.url(forResource: name, withExtension: "plist") else { print("\\(name): missing"); continue }
                if let array = NSArray(contentsOf: url) {
                    print("\\(name): \\(array.count) sections")
                } else if let dictionary = NSDictionary(contentsOf: url) {
                    print("\\(name): \\(dictionary.count) keys")
                } else {
                    print("\\(name): unreadable")
                }
            }

            """
        try update(app.appendingPathComponent("main.swift"), program)
    }

    /// Writes a file only when its text changes, so that SwiftPM sees nothing new on a second run.
    private static func update(_ url: URL, _ text: String) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
