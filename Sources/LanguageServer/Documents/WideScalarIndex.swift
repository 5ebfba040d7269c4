/// Where a text's non-ASCII scalars are, with what each counts for in every ``PositionEncoding``: an
/// ASCII byte is one unit in all of them, so the units between two offsets are their distance less what
/// the wide scalars between them save, found by binary search. A minified definition is one long line,
/// and counting it from its start for every position made an outline quadratic in its length.
struct WideScalarIndex: Sendable {
    /// The byte offset of each non-ASCII scalar, in order.
    private var offsets: [Int] = []
    /// How many bytes fewer than its UTF-8 length each encoding counts for the scalars before each one
    /// (one more entry than `offsets`: the last is the whole text's).
    private var utf16Savings: [Int] = [0]
    private var utf32Savings: [Int] = [0]

    /// `bytes` are valid UTF-8 (a `String`'s).
    init(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            guard byte >= 0x80 else {
                offset += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            offsets.append(offset)
            utf16Savings.append(utf16Savings[utf16Savings.count - 1] + length - (length == 4 ? 2 : 1))
            utf32Savings.append(utf32Savings[utf32Savings.count - 1] + length - 1)
            offset += length
        }
    }

    /// How many units of `encoding` the text from `start` to `end` counts (both at scalars' starts).
    func units(from start: Int, to end: Int, in encoding: PositionEncoding) -> Int {
        let saved = savings(before: firstIndex(atOrAfter: end), in: encoding) - savings(before: firstIndex(atOrAfter: start), in: encoding)
        return end - start - saved
    }

    /// The offset `units` units of `encoding` after `start`, but not past `end`; one inside a scalar's
    /// units (half a surrogate pair, a byte inside a UTF-8 sequence) is that scalar's start.
    func offset(from start: Int, units: Int, limit end: Int, in encoding: PositionEncoding) -> Int {
        guard units > 0 else { return start }
        let first = firstIndex(atOrAfter: start)
        let startSavings = savings(before: first, in: encoding)
        func unitsBefore(_ index: Int) -> Int { offsets[index] - start - (savings(before: index, in: encoding) - startSavings) }
        // The last wide scalar of the range that starts at or before `units`.
        var low = first
        var high = firstIndex(atOrAfter: end)
        while low < high {
            let middle = (low + high) / 2
            if unitsBefore(middle) <= units { low = middle + 1 } else { high = middle }
        }
        guard low > first else { return min(start + units, end) }
        let index = low - 1
        let length = utf8Length(at: index)
        let before = unitsBefore(index)
        let width = length - (savings(before: index + 1, in: encoding) - savings(before: index, in: encoding))
        if units < before + width { return offsets[index] }
        return min(offsets[index] + length + units - before - width, end)
    }

    /// The UTF-8 length of the wide scalar at `index`: what it saves in UTF-32 plus its one unit.
    private func utf8Length(at index: Int) -> Int {
        utf32Savings[index + 1] - utf32Savings[index] + 1
    }

    private func savings(before index: Int, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: 0
        case .utf16: utf16Savings[index]
        case .utf32: utf32Savings[index]
        }
    }

    /// The index of the first wide scalar at or after `offset` (`offsets.count` when none is).
    private func firstIndex(atOrAfter offset: Int) -> Int {
        var low = 0
        var high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
