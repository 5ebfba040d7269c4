/// The closest of some names to a misspelt one, by edit distance: at most a third of its length away.
enum DidYouMeanName {
    static func closest(to name: String, among names: [String]) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in Set(names).sorted() {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() { current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))) }
            previous = current
        }
        return previous[b.count]
    }
}
