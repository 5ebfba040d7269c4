import Basics
import Definitions
import PlistLoader
import Project

/// Where `cdlgen convert` writes each file, decided from the arguments before any file is read, so that
/// a bad combination is a usage error that touches nothing.
public enum ConversionPlan: Sendable, Equatable {
    /// One file, converted to standard output.
    case standardOutput(DefinitionFile)
    /// Each file written to the path at the same index.
    case files([DefinitionFile], writingTo: [String])

    /// One file and no `output`: standard output. `inPlace`: each file replaced. `output` naming an
    /// existing folder: each file written into it, named by ``fileName(for:format:)``; else `output` is
    /// the file to write, and there must be one input. With `inPlace` each input is followed through its
    /// symbolic links, so the link stays and the file it names is converted; an output named with `-o`
    /// is not: a link there is refused when it is written (`AtomicFileWriter`).
    public init(files: [String], output: String?, inPlace: Bool, format: PlistFormat) throws(RunSettingsError) {
        let inputs = Self.distinct(files)
        let targets: [String]
        if inPlace {
            targets = inputs.map(Self.resolved)
        } else if let output, PathUtilities.isDirectory(output) {
            targets = inputs.map { PathUtilities.join(output, Self.fileName(for: $0, format: format)) }
        } else if let output {
            guard inputs.count == 1 else {
                throw RunSettingsError(
                    "\(output) is not a folder: several files are converted into an existing folder (-o FOLDER) or with --in-place")
            }
            targets = [output]
        } else {
            guard inputs.count == 1 else {
                throw RunSettingsError("several files are converted into an existing folder (-o FOLDER) or with --in-place")
            }
            self = .standardOutput(DefinitionFile(path: inputs[0]))
            return
        }
        try Self.checkNoCollisions(inputs, targets)
        if format == .openStep, let json = targets.first(where: { $0.lowercased().hasSuffix(".json") }) {
            throw RunSettingsError(
                "\(json) would hold an OpenStep property list, which cdlgen reads as JSON because of the .json extension: write it to a .plist file with -o"
            )
        }
        self = .files(inputs.map { DefinitionFile(path: $0) }, writingTo: targets)
    }

    /// The name of a converted file in an output folder: the input's, with a `.plist` or `.json`
    /// extension made the one of `format` (`.json` for JSON, `.plist` for the others), so that cdlgen
    /// reads it back as what it is and `validate` finds it; other names are kept whole. References
    /// between definitions name files without their extension, so they still resolve.
    public static func fileName(for input: String, format: PlistFormat) -> String {
        let name = input.split(separator: "/").last.map(String.init) ?? input
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            ["plist", "json"].contains(name[name.index(after: dot)...].lowercased())
        else { return name }
        return name[..<dot] + (format == .json ? ".json" : ".plist")
    }

    /// The files in order, each once: the same file named twice is converted once.
    private static func distinct(_ files: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { seen.insert(PathUtilities.realPath($0) ?? PathUtilities.absolute($0)).inserted }
    }

    /// An existing file through its symbolic links, so that the link stays and the file it points to is
    /// replaced; other paths as they are, as messages name them.
    private static func resolved(_ path: String) -> String {
        guard let real = PathUtilities.realPath(path), real != PathUtilities.absolute(path) else { return path }
        return real
    }

    private static func checkNoCollisions(_ inputs: [String], _ targets: [String]) throws(RunSettingsError) {
        var writer: [String: String] = [:]
        for (input, target) in zip(inputs, targets) {
            let key = PathUtilities.absolute(target)
            if let earlier = writer[key] {
                throw RunSettingsError("\(earlier) and \(input) would both be written to \(target)")
            }
            writer[key] = input
        }
    }
}
