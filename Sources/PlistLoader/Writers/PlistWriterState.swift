import Foundation

/// What the writers share while they walk a tree: the path to the current value, the losses
/// found so far, and how to drop overridden duplicate keys.
struct PlistWriterState {
    private(set) var path: [PlistPath.Component] = []
    private(set) var losses: [PlistWriterLoss] = []
    private(set) var unlistedLossCount = 0
    private(set) var firstUnlistedLoss: PlistWriterLoss?

    mutating func enter(_ component: PlistPath.Component) {
        path.append(component)
    }

    mutating func leave() {
        path.removeLast()
    }

    mutating func record(_ kind: PlistWriterLoss.Kind, position: SourcePosition?) {
        guard losses.count < PlistWriterOutput.lossListLimit else {
            unlistedLossCount += 1
            if firstUnlistedLoss == nil { firstUnlistedLoss = PlistWriterLoss(kind, at: PlistPath(path), position: position) }
            return
        }
        losses.append(PlistWriterLoss(kind, at: PlistPath(path), position: position))
    }

    /// The written file and what it lost.
    func output(_ bytes: [UInt8]) -> PlistWriterOutput {
        PlistWriterOutput(bytes: bytes, losses: losses, unlistedLossCount: unlistedLossCount, firstUnlistedLoss: firstUnlistedLoss)
    }

    func unrepresentable(_ message: String) -> PlistWriterError {
        let path = PlistPath(path)
        return PlistWriterError(.unrepresentableValue, "\(message) (at \(path))", at: path)
    }

    /// The entries that readers would keep: each key's last one, where it stands. The others are
    /// recorded as losses, at their key's position. Keys are the same only when their characters are
    /// (as CoreFoundation and plistlib compare them): "é" and "e" with a combining accent are two keys,
    /// though Swift's `==` calls them equal.
    mutating func winningEntries(of dictionary: PlistDictionary) -> [PlistDictionaryEntry] {
        guard dictionary.entries.count > 1 else { return dictionary.entries }
        var lastIndex: [ExactKey: Int] = [:]
        for (index, entry) in dictionary.entries.enumerated() { lastIndex[ExactKey(entry.key)] = index }
        guard lastIndex.count < dictionary.entries.count else { return dictionary.entries }
        var kept: [PlistDictionaryEntry] = []
        for (index, entry) in dictionary.entries.enumerated() {
            if lastIndex[ExactKey(entry.key)] == index {
                kept.append(entry)
            } else {
                enter(.key(entry.key))
                record(.duplicateKeyDropped, position: entry.keyPosition)
                leave()
            }
        }
        return kept
    }

    /// A date's text; a dropped fraction of a second is recorded.
    mutating func dateText(_ node: (date: Date, position: SourcePosition?)) throws(PlistWriterError) -> String {
        guard let (text, droppedFraction) = PlistDateText.text(of: node.date) else {
            throw unrepresentable("the date \(node.date.timeIntervalSince1970) seconds after 1970 is outside the years 0000–9999")
        }
        if droppedFraction { record(.fractionOfSecondDropped, position: node.position) }
        return text
    }
}
