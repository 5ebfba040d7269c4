import CDLGenTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The folders of one adversarial case: `Work`, where cdlgen runs and the case's own files are, and
/// `Outside`, whose files no run may reveal or change. Each file outside holds ``secret``, so that a
/// leak of any of them shows in the output.
final class AdversarialFolder {
    static let secret = "CDLGEN-SECRET-d41f0c"

    let root: TemporaryFolder
    var work: URL { root.url.appendingPathComponent("Work") }
    var outside: URL { root.url.appendingPathComponent("Outside") }

    init() throws {
        root = try TemporaryFolder()
        try FileManager.default.createDirectory(at: root.url.appendingPathComponent("Work"), withIntermediateDirectories: true)
        try root.write("Outside/Secret.txt", Self.secret + "\n")
        try root.write("Outside/Secret.dtd", "<!ENTITY xxe \"\(Self.secret)\">\n")
        // A definition that would validate: only a path-escape check keeps it out.
        try root.write(
            "Outside/Secret.plist",
            "( { sectionTitle = \"\(Self.secret)\"; rowInformation = ( { rowType = CDLTableRowTypeSingleLineValueNoLabel; attributeKeyPath = name; rowLabel = Name; } ); } )"
        )
    }

    /// Writes a file below `Work`.
    func write(_ name: String, _ text: String) throws {
        try root.write("Work/" + name, text)
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try root.write("Work/" + name, Data(bytes))
    }

    /// A symbolic link below `Work` to `destination`, as written.
    func link(_ name: String, to destination: String) throws {
        let path = work.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: destination)
    }

    /// A sparse file below `Work` of `size` bytes: it takes no room on disk, but a reader that does not
    /// check its size first reads every byte.
    func sparse(_ name: String, size: Int) throws {
        let path = try root.write("Work/" + name, Data())
        guard truncate(path, off_t(size)) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// A FIFO below `Work`: reading it would wait for ever for a writer.
    func fifo(_ name: String) throws {
        let path = work.appendingPathComponent(name).path
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    /// What a file is, to tell whether a run changed it: contents for small files, size and time for big ones.
    struct FileState: Equatable {
        var type: FileAttributeType?
        var size: Int
        var modified: Date? = nil
        var contents: Data? = nil
        var linkDestination: String? = nil
    }

    /// Every entry below the root, by path relative to it.
    func snapshot() throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: root.path) else { return [:] }
        for case let relative as String in enumerator {
            let path = root.path + "/" + relative
            let attributes = try manager.attributesOfItem(atPath: path)
            let type = attributes[.type] as? FileAttributeType
            // A folder changes when a file in it comes and goes (a temporary file): its files are what count.
            if type == .typeDirectory {
                states[relative] = FileState(type: type, size: 0)
                continue
            }
            let size = (attributes[.size] as? Int) ?? 0
            states[relative] = FileState(
                type: type, size: size, modified: attributes[.modificationDate] as? Date,
                contents: type == .typeRegular && size <= 1 << 20 ? try Data(contentsOf: URL(fileURLWithPath: path)) : nil,
                linkDestination: type == .typeSymbolicLink ? try manager.destinationOfSymbolicLink(atPath: path) : nil)
        }
        return states
    }
}
