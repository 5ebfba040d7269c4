/// A fetch's sort descriptors in Swift. CDL sorts every key with `caseInsensitiveCompare:`; `SortDescriptor`'s
/// nearest comparator for text is `.localized` (case is only a tie-breaker). An `NSNumber` is not
/// `Comparable`, so a fetch sorted by one uses `NSSortDescriptor(keyPath:ascending:)` for every key, which
/// compares text case by case.
struct SortDescriptorCode {
    /// The array literal for `sortDescriptors:`.
    var array: String
    /// What differs from CDL's order, for a comment; nil when nothing does beyond the comparator.
    var note: String?

    init(_ sorts: [(path: String, type: SwiftPropertyType)]) {
        let comparable = sorts.allSatisfy { sort in
            switch sort.type {
            case .string, .date, .scalar: true
            default: false
            }
        }
        if comparable {
            array =
                "["
                + sorts.map { sort in
                    if case .string = sort.type {
                        "SortDescriptor(\(sort.path), comparator: .localized)"
                    } else {
                        "SortDescriptor(\(sort.path))"
                    }
                }.joined(separator: ", ") + "]"
            note = nil
        } else {
            array = "[" + sorts.map { "NSSortDescriptor(keyPath: \($0.path), ascending: true)" }.joined(separator: ", ") + "]"
            note = "Sorted with NSSortDescriptor: a sort key is an NSNumber, which SortDescriptor cannot compare; text compares with case."
        }
    }
}
