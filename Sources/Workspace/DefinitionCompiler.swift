import Basics
import Conversion
import Definitions
import Foundation
import PlistLoader

/// `cdlgen compile`'s writing half: every definition as the property list CDL loads from the app bundle
/// (`-[NSArray initWithContentsOfFile:]` and `-[NSDictionary initWithContentsOfFile:]` read binary and XML
/// plists, not JSON), flat, `NAME.plist`, whatever its source format and folder. OpenStep's YES and NO
/// become booleans, as `convert` makes them (CDL reads both with `boolValue`).
public struct DefinitionCompiler: Sendable {
    public var converter: PlistConverter

    /// `format`: `.binary` or `.xml`.
    public init(format: PlistFormat, limits: PlistLimits = .default) {
        converter = PlistConverter(to: format, limits: limits)
    }

    /// Each file converted in memory, in parallel, in the order of `files`.
    public func convert(_ files: [DefinitionFile]) -> [FileConversion] {
        let converter = converter
        return ConcurrentMap.map(files.count) { converter.convert(files[$0]) }
    }

    /// Where a definition goes: the folder, its name, `.plist` — the name CDL asks the bundle for.
    public static func outputPath(of file: DefinitionFile, in folder: String) -> String {
        PathUtilities.join(folder, file.name + ".plist")
    }

    /// Two files whose output names differ only in case (`x.json` and `X.json`), the first such pair in
    /// the order of `files`; nil when there is none. Names the same but for case are one file on a
    /// case-insensitive file system. (Names exactly the same are the catalog's `filesSharingNames`.)
    public static func namesDifferingInCase(_ files: [DefinitionFile]) -> [DefinitionFile]? {
        var first: [String: DefinitionFile] = [:]
        for file in files {
            let folded = file.name.lowercased()
            if let earlier = first[folded] {
                if earlier.name != file.name { return [earlier, file] }
            } else {
                first[folded] = file
            }
        }
        return nil
    }

    /// Writes each conversion to its path in `folder` (made if missing), atomically; a file that holds the
    /// same bytes already is left untouched (its modification time too), so that a build that changed
    /// nothing copies nothing again. Nothing else in the folder is removed. The failures, by path.
    public func write(_ conversions: [FileConversion], into folder: String) -> (written: Int, unchanged: Int, failures: [FileWriteError]) {
        do {
            try FolderMaker.make(folder)
        } catch {
            return (0, 0, [error])
        }
        var written = 0, unchanged = 0
        var failures: [FileWriteError] = []
        for conversion in conversions {
            guard let bytes = conversion.bytes else { continue }
            let path = Self.outputPath(of: conversion.report.file, in: folder)
            // What is there already, read as every input is (a FIFO or a huge file left in the output
            // folder is neither waited on nor read whole: it is simply not the same).
            if (try? FileBytes.read(path, maxSize: bytes.count)) == bytes {
                unchanged += 1
                continue
            }
            do {
                try AtomicFileWriter.write(bytes, to: path, replacing: true)
                written += 1
            } catch {
                failures.append(error)
            }
        }
        return (written, unchanged, failures)
    }
}
