import Foundation

/// The README's Swift blocks compiled as a library user compiles them: in `NestedPackage`, a package that
/// depends on this one by path, one executable target per block on each of its library products (so that
/// a block's top-level code runs, and blocks do not see each other's declarations).
struct ReadmeSwiftPackage {
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

    /// Each block's `main.swift` in `sources`, written by `update`; folders of blocks the README no longer
    /// has are removed.
    func write(into sources: URL, update: (URL, String) throws -> Void) throws {
        // Errors point into README.md.
        for (index, block) in blocks.enumerated() {
            let location = "#sourceLocation(file: \(String(reflecting: ReadmeCodeBlock.readme.path)), line: \(block.line + 1))\n"
            try update(sources.appendingPathComponent("\(target(index))/main.swift"), location + block.text)
        }
        for folder in try FileManager.default.contentsOfDirectory(atPath: sources.path)
        where folder.hasPrefix("ReadmeBlock") && !blocks.indices.map(target).contains(folder) {
            try FileManager.default.removeItem(at: sources.appendingPathComponent(folder))
        }
    }

    /// Builds every block's executable; the first result that failed, else the last.
    func build() throws -> CDLGenProcess.Result {
        var result = CDLGenProcess.Result(status: 0, stdout: "", stderr: "")
        for index in blocks.indices {
            result = try NestedPackage.swift(["build", "--product", target(index)])
            if result.status != 0 { break }
        }
        return result
    }

    func run(_ index: Int) throws -> CDLGenProcess.Result {
        try CDLGenProcess.run(
            executable: try NestedPackage.binPath().appendingPathComponent(target(index)), [], in: NestedPackage.package, environment: [:])
    }
}
