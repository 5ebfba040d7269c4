/// Applies edits to a file's bytes, every byte outside them kept as it was. Edits that overlap are
/// refused rather than ordered by a guess: which of two fixes of the same text is right is not certain.
public enum SourceEditor {
    /// Two edits that cannot both be applied: their ranges overlap, or both insert at one place.
    public struct Overlap: Error, Hashable, Sendable {
        public var first: FixItEdit
        public var second: FixItEdit

        public init(first: FixItEdit, second: FixItEdit) {
            self.first = first
            self.second = second
        }
    }

    /// `edits` in file order, an edit given twice once; the first two that overlap as the error.
    public static func ordered(_ edits: [FixItEdit]) -> Result<[FixItEdit], Overlap> {
        var ordered: [FixItEdit] = []
        for edit in Set(edits).sorted(by: {
            ($0.range.lowerBound, $0.range.upperBound, $0.replacement) < ($1.range.lowerBound, $1.range.upperBound, $1.replacement)
        }) {
            if let previous = ordered.last,
                edit.range.lowerBound < previous.range.upperBound || edit.range.lowerBound == previous.range.lowerBound
            {
                return .failure(Overlap(first: previous, second: edit))
            }
            ordered.append(edit)
        }
        return .success(ordered)
    }

    /// `bytes` with every edit applied, or the first two edits that overlap. Every range must lie in `bytes`.
    public static func apply(_ edits: [FixItEdit], to bytes: [UInt8]) -> Result<[UInt8], Overlap> {
        precondition(edits.allSatisfy { $0.range.lowerBound >= 0 && $0.range.upperBound <= bytes.count }, "an edit outside the text")
        return ordered(edits).map { ordered in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.utf8.count })
            var copied = 0
            for edit in ordered {
                result += bytes[copied..<edit.range.lowerBound]
                result += edit.replacement.utf8
                copied = edit.range.upperBound
            }
            result += bytes[copied...]
            return result
        }
    }
}
