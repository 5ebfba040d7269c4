import CDLGenTestSupport
import Checks
import Foundation

/// One hand-made file of the differential tests, how to make it, and how each peer is expected to read
/// it compared with cdlgen.
struct PeerEdgeCase: Sendable, CustomStringConvertible {
    enum Source: Sendable {
        /// A file of `Fixtures/Peers`.
        case fixture(String)
        /// A fixture's text in UTF-16 (little-endian, with a byte order mark), its XML declaration saying so.
        case utf16(ofFixture: String)
        /// An XML fixture rewritten as a binary property list by a peer's writer.
        case binary(ofFixture: String, by: PeerReader)
        /// A small file's text, written out as UTF-8.
        case text(String)
        /// Bytes made by the test (binary files no writer makes).
        case bytes([UInt8])
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Peers")

    var name: String
    var source: Source
    var plistlib: PeerExpectation = .same
    var plutil: PeerExpectation = .same

    var description: String { name }

    func expectation(for peer: PeerReader) -> PeerExpectation {
        peer == .plistlib ? plistlib : plutil
    }

    /// The peer whose writer makes the file, if any: it must be there too.
    var writer: PeerReader? {
        if case .binary(_, let peer) = source { return peer }
        return nil
    }

    /// Writes the file into `folder` (fixtures are read where they are); its path.
    func path(in folder: TemporaryFolder) throws -> String {
        switch source {
        case .fixture(let name):
            return Self.fixtures.appendingPathComponent(name).path
        case .utf16(let fixture):
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(fixture), encoding: .utf8)
                .replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
            return try folder.write(name, Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)!)
        case .binary(let fixture, let peer):
            let path = folder.url.appendingPathComponent(name).path
            try peer.writeBinary(of: Self.fixtures.appendingPathComponent(fixture).path, to: path)
            return path
        case .text(let text):
            return try folder.write(name, text)
        case .bytes(let bytes):
            return try folder.write(name, Data(bytes))
        }
    }
}
