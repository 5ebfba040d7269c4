/// Which of the matched items kept their order: the longest run that is in the same order in both
/// versions stays, and only the others moved. An inserted or removed item shifts what follows it
/// without changing its order, so it moves nothing ("no false order changed").
enum StableOrder {
    /// `laterIndexes[i]` is where the i-th item (in the earlier order) is in the later version; the
    /// result holds the `i`s of the items that did not move: one longest increasing subsequence.
    static func unmoved(_ laterIndexes: [Int]) -> Set<Int> {
        // Patience sorting: `tails[k]` is the item ending the best run of length k + 1 found so far.
        var tails: [Int] = []
        var previous = [Int?](repeating: nil, count: laterIndexes.count)
        for (item, value) in laterIndexes.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if laterIndexes[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            previous[item] = low > 0 ? tails[low - 1] : nil
            if low == tails.count { tails.append(item) } else { tails[low] = item }
        }
        var kept = Set<Int>()
        var item = tails.last
        while let current = item {
            kept.insert(current)
            item = previous[current]
        }
        return kept
    }
}
