/// How a peer is expected to read one file compared with cdlgen. Everything but `same` is a known
/// divergence, listed in docs/DECISIONS.md ("Peers"), with the reason in the test's table: a divergence
/// is stated, never skipped, and one that stops happening fails the test as surely as a new one.
enum PeerExpectation: Sendable {
    /// Both read the file, to equal values.
    case same
    /// cdlgen reads the file; the peer refuses it with an error containing the text.
    case peerRefuses(containing: String)
    /// The peer reads the file; cdlgen refuses it with an error containing the text.
    case cdlgenRefuses(containing: String)
    /// Both refuse the file (cdlgen's error, the peer's).
    case bothRefuse(ours: String, theirs: String)
    /// Both read the file, and differ exactly so.
    case differs([PeerDifference])

    /// What is wrong with the outcome, given what cdlgen read; empty when it is as expected.
    func mismatches(ours: PeerReader.Outcome, theirs: PeerReader.Outcome, keysSorted: Bool) -> [String] {
        switch (self, ours, theirs) {
        case (.same, .value(let ours), .value(let theirs)):
            return Self.differences(ours, theirs, keysSorted: keysSorted).map(\.description)
        case (.peerRefuses(let text), .value, .error(let error)), (.cdlgenRefuses(let text), .error(let error), .value):
            return error.contains(text) ? [] : ["the error was \"\(error)\", expected one containing \"\(text)\""]
        case (.bothRefuse(let ourText, let theirText), .error(let ourError), .error(let theirError)):
            return (ourError.contains(ourText) ? [] : ["cdlgen's error was \"\(ourError)\", expected \"\(ourText)\""])
                + (theirError.contains(theirText) ? [] : ["the peer's error was \"\(theirError)\", expected \"\(theirText)\""])
        case (.differs(let expected), .value(let ours), .value(let theirs)):
            let found = Self.differences(ours, theirs, keysSorted: keysSorted)
            return found == expected ? [] : ["expected the differences \(expected), found \(found)"]
        default:
            return ["expected \(self), but cdlgen gave \(ours) and the peer \(theirs)"]
        }
    }

    private static func differences(_ ours: PeerValue, _ theirs: PeerValue, keysSorted: Bool) -> [PeerDifference] {
        keysSorted ? ours.keysSorted.differences(from: theirs.keysSorted, at: "") : ours.differences(from: theirs, at: "")
    }
}
