/// The shortest edit script between two sequences of lines (Myers, "An O(ND) difference algorithm",
/// 1986): time and memory grow with the number of differences, and fixes change few lines of a file.
enum MyersDiff {
    enum Step: Equatable {
        /// A line both have: its index in the old and in the new sequence.
        case same(Int, Int)
        case deleted(Int)
        case inserted(Int)
    }

    static func script<Line: Equatable>(from old: [Line], to new: [Line]) -> [Step] {
        // The lines both start and end with need no search.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let a = old[prefix..<(old.count - suffix)], b = new[prefix..<(new.count - suffix)]
        let middle = search(Array(a), Array(b)).map { step -> Step in
            switch step {
            case .same(let i, let j): .same(i + prefix, j + prefix)
            case .deleted(let i): .deleted(i + prefix)
            case .inserted(let j): .inserted(j + prefix)
            }
        }
        return (0..<prefix).map { .same($0, $0) } + middle
            + (0..<suffix).map { .same(old.count - suffix + $0, new.count - suffix + $0) }
    }

    /// The greedy forward search, keeping each round's furthest points to walk the path back.
    private static func search<Line: Equatable>(_ a: [Line], _ b: [Line]) -> [Step] {
        let (n, m) = (a.count, b.count)
        if n == 0 { return (0..<m).map { .inserted($0) } }
        if m == 0 { return (0..<n).map { .deleted($0) } }
        let offset = n + m
        var furthest = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for d in 0...offset {
            trace.append(furthest)
            for k in stride(from: -d, through: d, by: 2) {
                var x =
                    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
                    ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Back from the end: each round took one step (a deletion or an insertion) and then a diagonal.
        var steps: [Step] = []
        var (x, y) = (n, m)
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[d]
            let k = x - y
            let previousK = k == -d || (k != d && previous[offset + k - 1] < previous[offset + k + 1]) ? k + 1 : k - 1
            let previousX = previous[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(.same(x, y))
            }
            if d > 0 {
                if x == previousX { steps.append(.inserted(previousY)) } else { steps.append(.deleted(previousX)) }
            }
            (x, y) = (previousX, previousY)
        }
        return steps.reversed()
    }
}
