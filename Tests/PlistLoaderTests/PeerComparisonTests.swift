import CDLGenTestSupport
import Foundation
import PlistLoader
import Testing

/// Differential tests: every value cdlgen reads equals what Python's plistlib and the toolchain's plutil
/// read from the same file, over a generated corpus and over hand-made edge cases; known divergences are
/// stated in `PeerEdgeCases` (and docs/DECISIONS.md, "Peers"), not skipped.
@Suite struct PeerComparisonTests {
    // One test per peer, so that a missing tool skips with its reason (and fails in CI). The corpus
    // generator is not part of the repository, so its absence skips the corpus tests, in CI too (the
    // edge cases still run).

    @Test(.requires(.makeCorpus, .python3))
    func corpusReadsAsPlistlibReadsIt() throws {
        try compareCorpus(with: .plistlib)
    }

    @Test(.requires(.makeCorpus, .python3, .plutil))
    func corpusReadsAsPlutilReadsIt() throws {
        try compareCorpus(with: .plutil)
    }

    @Test(.requires(.python3))
    func edgeCasesReadAsPlistlibReadsThem() throws {
        try compareEdgeCases(with: .plistlib)
    }

    @Test(.requires(.python3, .plutil))
    func edgeCasesReadAsPlutilReadsThem() throws {
        try compareEdgeCases(with: .plutil)
    }

    /// The comparison can fail: a new difference, and a known divergence that stops happening, are both
    /// reported; strings that differ only by normalisation differ.
    @Test func expectationsAreStrict() {
        let nfc = PeerReader.Outcome.value(.string("\u{E9}")), nfd = PeerReader.Outcome.value(.string("e\u{301}"))
        #expect(PeerExpectation.same.mismatches(ours: nfc, theirs: nfc, keysSorted: false).isEmpty)
        #expect(!PeerExpectation.same.mismatches(ours: nfc, theirs: nfd, keysSorted: false).isEmpty)
        #expect(!PeerExpectation.same.mismatches(ours: nfc, theirs: .error("x"), keysSorted: false).isEmpty)
        let known = PeerExpectation.differs([PeerDifference(path: "", ours: "string \"\\u{e9}\"", theirs: "string \"e\\u{301}\"")])
        #expect(known.mismatches(ours: nfc, theirs: nfd, keysSorted: false).isEmpty)
        #expect(!known.mismatches(ours: nfc, theirs: nfc, keysSorted: false).isEmpty)
        #expect(!PeerExpectation.peerRefuses(containing: "x").mismatches(ours: nfc, theirs: nfc, keysSorted: false).isEmpty)
        #expect(!PeerExpectation.peerRefuses(containing: "x").mismatches(ours: nfc, theirs: .error("y"), keysSorted: false).isEmpty)
        #expect(!PeerExpectation.cdlgenRefuses(containing: "x").mismatches(ours: nfc, theirs: nfc, keysSorted: false).isEmpty)
    }

    /// 40 definitions of every format and the sample-data files, from `make-corpus --format mixed`.
    func compareCorpus(with peer: PeerReader) throws {
        for tool in peer.tools { try tool.path() }
        let folder = try TemporaryFolder()
        let corpus = Process()
        corpus.executableURL = try RequiredTool.makeCorpus.url()
        corpus.arguments = [folder.path, "--files", "40", "--format", "mixed"]
        try corpus.run()
        corpus.waitUntilExit()
        try #require(corpus.terminationStatus == 0)
        var paths: [String] = []
        for subfolder in ["Definitions", "Samples"] {
            let url = folder.url.appendingPathComponent(subfolder)
            paths += try FileManager.default.contentsOfDirectory(atPath: url.path).sorted().map { url.appendingPathComponent($0).path }
        }
        let theirs = try peer.read(paths)
        var formats: Set<PlistFormat> = []
        for path in paths {
            let format = try PlistLoader().load(contentsOf: path).format
            formats.insert(format)
            // Python has no OpenStep reader: those files are compared with plutil only.
            let expectation: PeerExpectation =
                peer == .plistlib && format == .openStep ? .peerRefuses(containing: "OpenStep: neither plistlib nor json reads it") : .same
            let problems = expectation.mismatches(ours: Self.ours(path), theirs: try #require(theirs[path]), keysSorted: peer == .plutil)
            #expect(problems.isEmpty, "\(peer) on \(URL(fileURLWithPath: path).lastPathComponent) (\(format)): \(problems)")
        }
        #expect(formats == Set(PlistFormat.allCases), "the corpus should hold every format")
    }

    func compareEdgeCases(with peer: PeerReader) throws {
        for tool in peer.tools { try tool.path() }
        let folder = try TemporaryFolder()
        // A file another peer writes needs that peer too; without it (outside CI) the file is left out.
        let cases = PeerEdgeCases.all.filter { $0.writer?.missingTool == nil }
        var paths: [String: String] = [:]
        for edgeCase in cases { paths[edgeCase.name] = try edgeCase.path(in: folder) }
        let theirs = try peer.read(cases.map { paths[$0.name]! })
        for edgeCase in cases {
            let path = paths[edgeCase.name]!
            let problems = edgeCase.expectation(for: peer).mismatches(
                ours: Self.ours(path), theirs: try #require(theirs[path]), keysSorted: peer == .plutil)
            #expect(problems.isEmpty, "\(peer) on \(edgeCase.name): \(problems)")
        }
    }

    /// What cdlgen reads, in the same form.
    static func ours(_ path: String) -> PeerReader.Outcome {
        do {
            return .value(PeerValue(try PlistLoader().load(contentsOf: path).root.value))
        } catch {
            return .error("\(error.kind): \(error.message)")
        }
    }
}
