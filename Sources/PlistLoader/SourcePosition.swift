/// Where a node or a problem sits in its file.
///
/// Text formats (XML, OpenStep, JSON) use 1-based lines and columns. A column counts Unicode scalars
/// (code points) from the start of the line, so a tab or an `é` is one column, whatever the file's
/// encoding; a UTF-8 byte order mark is not counted. Binary property lists have no lines: their
/// positions are byte offsets of objects from the start of the file.
///
/// A loader told to defer lines and columns (``PlistLoader/defersLineColumns``) gives XML nodes a third
/// kind of position: a byte offset into the file's ``SourceText``, not yet turned into a line and column
/// (``textOffset``). ``SourceText/resolve(_:)->SourcePosition`` turns it into one. One left unresolved (its file could not
/// be read again) is its own ``Kind/textOffset(_:)``: never taken for a byte offset of the file, which it
/// is not (a byte order mark or UTF-16 text lies between the two).
///
/// Eight bytes, where an enum of the two would take 17 (24 in an array): every node, key and decoded
/// value carries one, and copying and freeing them is much of what validating costs. Lines, columns and
/// offsets past 4,294,967,293 (files are capped at 64 MiB unless told otherwise) are held as that number.
public struct SourcePosition: Hashable, Comparable, Sendable {
    /// What a position holds, for a `switch`.
    public enum Kind: Hashable, Sendable {
        case lineColumn(line: Int, column: Int)
        /// An offset of an object in a binary file.
        case byteOffset(Int)
        /// An offset into a text file's UTF-8 text that was never turned into a line and column.
        case textOffset(Int)
    }

    /// The line, or the byte offset.
    private let first: UInt32
    /// The column, `offsetMark` for a byte offset, or `textOffsetMark` for an offset into the text.
    private let second: UInt32
    private static let offsetMark = UInt32.max
    private static let textOffsetMark = UInt32.max - 1
    private static let maxColumn = UInt32.max - 2

    private init(first: Int, second: UInt32) {
        self.first = UInt32(clamping: first)
        self.second = second
    }

    public static func lineColumn(line: Int, column: Int) -> SourcePosition {
        SourcePosition(first: line, second: min(UInt32(clamping: column), maxColumn))
    }

    public static func byteOffset(_ offset: Int) -> SourcePosition {
        SourcePosition(first: offset, second: offsetMark)
    }

    /// A byte offset into a text file's UTF-8 text whose line and column are worked out only if needed.
    public static func textOffset(_ offset: Int) -> SourcePosition {
        SourcePosition(first: offset, second: textOffsetMark)
    }

    public var kind: Kind {
        switch second {
        case Self.offsetMark: .byteOffset(Int(first))
        case Self.textOffsetMark: .textOffset(Int(first))
        default: .lineColumn(line: Int(first), column: Int(second))
        }
    }

    /// The 1-based line, or nil for a byte offset or a text offset.
    public var line: Int? {
        second >= Self.textOffsetMark ? nil : Int(first)
    }

    /// The 1-based column in Unicode scalars, or nil for a byte offset or a text offset.
    public var column: Int? {
        second >= Self.textOffsetMark ? nil : Int(second)
    }

    /// The byte offset of an object in a binary file; nil for a line and column or a text offset.
    public var offset: Int? {
        second == Self.offsetMark ? Int(first) : nil
    }

    /// The offset into the text of a position that ``SourceText/resolve(_:)->SourcePosition`` turns into a line and column.
    public var textOffset: Int? {
        second == Self.textOffsetMark ? Int(first) : nil
    }

    /// The start of a text file.
    public static let start = SourcePosition.lineColumn(line: 1, column: 1)

    /// Lines and columns in reading order, then text offsets, then byte offsets (as the cases of `Kind`
    /// are ordered). Resolve text offsets before sorting them among lines and columns.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        let (leftRank, rightRank) = (lhs.rank, rhs.rank)
        if leftRank != rightRank { return leftRank < rightRank }
        return lhs.first < rhs.first || (lhs.first == rhs.first && lhs.second < rhs.second)
    }

    private var rank: Int {
        switch second {
        case Self.offsetMark: 2
        case Self.textOffsetMark: 1
        default: 0
        }
    }
}

extension SourcePosition: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .lineColumn(let line, let column): "\(line):\(column)"
        case .byteOffset(let offset): "offset \(offset)"
        case .textOffset(let offset): "text offset \(offset)"
        }
    }
}
