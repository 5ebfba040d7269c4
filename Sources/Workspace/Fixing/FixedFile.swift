import Basics
import Definitions
import Fixing
import PlistLoader

/// A file `validate --fix` changes: its bytes as they were read and as fixed.
public struct FixedFile: Sendable {
    public var file: DefinitionFile
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many fix-its the change applies.
    public var fixCount: Int

    public init(file: DefinitionFile, original: [UInt8], fixed: [UInt8], fixCount: Int) {
        self.file = file
        self.original = original
        self.fixed = fixed
        self.fixCount = fixCount
    }

    /// The change as a unified diff naming the file as diagnostics do; a UTF-16 file's as its text.
    public var diff: String {
        let isUTF16 = original.starts(with: [0xFE, 0xFF]) || original.starts(with: [0xFF, 0xFE])
        if isUTF16, let old = try? SourceText(decoding: original), let new = try? SourceText(decoding: fixed) {
            return UnifiedDiff.text(from: old.utf8, to: new.utf8, path: file.displayPath)
        }
        return UnifiedDiff.text(from: original, to: fixed, path: file.displayPath)
    }

    /// Replaces the file atomically (`AtomicFileWriter`), keeping its permissions; through a symbolic
    /// link, the file it names, so the link stays. A file changed since it was read is not written.
    public func write() throws(FileWriteError) {
        let target = PathUtilities.realPath(file.path) ?? file.path
        guard let current = try? FileBytes.read(target, maxSize: original.count), current == original else {
            throw FileWriteError(path: file.displayPath, reason: "it changed since it was read, so it is not fixed")
        }
        do {
            try AtomicFileWriter.write(fixed, to: target, replacing: true)
        } catch {
            throw FileWriteError(path: file.displayPath, reason: error.reason)
        }
    }
}
