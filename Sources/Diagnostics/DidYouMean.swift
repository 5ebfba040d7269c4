import PlistLoader

/// Suggests the known name closest to a misspelt one, by edit distance.
public enum DidYouMean {
    /// The single closest candidate within a distance that fits the word's length, or nil when nothing
    /// is close or two candidates tie (then any guess would be a coin toss). Case is ignored, so
    /// `rowlabel` finds `rowLabel`.
    public static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard !lowered.isEmpty else { return nil }
        let limit = max(2, lowered.count / 3)
        var best: (name: String, distance: Int)?
        var tie = false
        // Not `!=`: a key spelt with a look-alike (the Kelvin sign for K) is a typo for the real one.
        for candidate in candidates where !PlistDictionary.keysEqual(candidate, word) {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, distance == current.distance {
                tie = true
            } else if best == nil || distance < best!.distance {
                best = (candidate, distance)
                tie = false
            }
        }
        return tie ? nil : best?.name
    }

    /// The candidate that is `word` itself, else ``suggestion(for:among:)``. For a name written without
    /// the part every candidate shares (`Custom` for `CDLTableRowTypeCustom`, `Long` for
    /// `NSDateFormatterLongStyle`): compared with the candidates' own parts, it is found when whole, and a
    /// near miss is judged by its own length (a one-letter word is near nothing), not the full name's.
    public static func name(for word: String, among candidates: some Sequence<String>) -> String? {
        candidates.first { PlistDictionary.keysEqual($0, word) } ?? suggestion(for: word, among: candidates)
    }

    /// Levenshtein distance, giving up early once every path exceeds `limit`.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
