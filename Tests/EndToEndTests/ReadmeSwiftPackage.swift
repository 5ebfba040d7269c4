import Foundation

/// The README's Swift blocks compiled as a library user compiles them: a package that depends on this one by
/// path and on each of its library products, with one executable target per block (so that a block's
/// top-level code runs, and blocks do not see each other's declarations), all built by one `swift build`.
/// It lives in `.build/readme-check/` and files are rewritten only when they change, so a second run
/// compiles only what changed (the first compiles the libraries again: about 40 seconds on 2 cores).
struct ReadmeSwiftPackage {
    static let root = CDLGenProcess.packageRoot.appendingPathComponent(".build/readme-check")
    static let package = root.appendingPathComponent("ReadmeCheck")
    static let scratch = root.appendingPathComponent("build")

    let blocks: [ReadmeCodeBlock]

    func target(_ index: Int) -> String { "ReadmeBlock\(index + 1)" }

    /// The library products of this package, from its manifest.
    static func libraries() throws -> [String] {
        let manifest = try String(contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        return manifest.matches(of: #/\.library\(\s*name:\s*"([^"]+)"/#).map { String($0.1) }
    }

    /// Changes when a source file of this package is added or removed: SwiftPM plans a path dependency's
    /// build again only when a manifest changes, so a new file would otherwise be "not in scope".
    static func sourceListFingerprint() throws -> String {
        let sources = CDLGenProcess.packageRoot.appendingPathComponent("Sources")
        let paths = (FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []).filter {
            $0.hasSuffix(".swift")
        }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: stable from run to run, unlike `Hasher`.
        for byte in paths.sorted().joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "sources: \(paths.count) files, FNV-1a \(String(hash, radix: 16))"
    }

    func write() throws {
        // A path dependency's identity is its folder's name, whatever the clone is called.
        let identity = CDLGenProcess.packageRoot.lastPathComponent
        let products = try Self.libraries().map { ".product(name: \"\($0)\", package: \(String(reflecting: identity)))" }
        let targets = blocks.indices.map {
            "        .executableTarget(name: \"\(target($0))\", dependencies: [\(products.joined(separator: ", "))]),"
        }
        let manifest = """
            // swift-tools-version:6.0
            // \(try Self.sourceListFingerprint())
            import PackageDescription

            let package = Package(
                name: "ReadmeCheck",
                platforms: [.macOS(.v13)],
                dependencies: [.package(path: \(String(reflecting: CDLGenProcess.packageRoot.path)))],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try update(Self.package.appendingPathComponent("Package.swift"), manifest)
        // The versions this package resolved, so that nothing needs resolving again.
        if let resolved = try? String(
            contentsOf: CDLGenProcess.packageRoot.appendingPathComponent("Package.resolved"), encoding: .utf8)
        {
            try update(Self.package.appendingPathComponent("Package.resolved"), resolved)
        }
        // Errors point into README.md.
        for (index, block) in blocks.enumerated() {
            let location = "#sourceLocation(file: \(String(reflecting: ReadmeCodeBlock.readme.path)), line: \(block.line + 1))\n"
            try update(Self.package.appendingPathComponent("Sources/\(target(index))/main.swift"), location + block.text)
        }
        let sources = Self.package.appendingPathComponent("Sources")
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !blocks.indices.map(target).contains(folder) {
            try FileManager.default.removeItem(at: sources.appendingPathComponent(folder))
        }
    }

    func build() throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "build", "--package-path", Self.package.path, "--scratch-path", Self.scratch.path],
            in: Self.package, environment: ["NO_COLOR": "1"])
    }

    func run(_ index: Int) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: Self.scratch.appendingPathComponent("debug/\(target(index))"), [], in: Self.package, environment: [:])
    }

    /// Writes a file only when its text changes, so that SwiftPM sees nothing new on a second run.
    private func update(_ url: URL, _ text: String) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
