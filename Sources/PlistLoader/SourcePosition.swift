/// Where a node or a problem sits in its file.
///
/// Text formats (XML, OpenStep, JSON) use 1-based lines and columns. A column counts Unicode scalars
/// (code points) from the start of the line, so a tab or an `é` is one column, whatever the file's
/// encoding; a UTF-8 byte order mark is not counted. Binary property lists have no lines: their
/// positions are byte offsets of objects from the start of the file.
///
/// Eight bytes, where an enum of the two would take 17 (24 in an array): every node, key and decoded
/// value carries one, and copying and freeing them is much of what validating costs. Lines, columns and
/// offsets past 4,294,967,294 (files are capped at 64 MiB unless told otherwise) are held as that number.
public struct SourcePosition: Hashable, Comparable, Sendable {
    /// What a position holds, for a `switch`.
    public enum Kind: Hashable, Sendable {
        case lineColumn(line: Int, column: Int)
        case byteOffset(Int)
    }

    /// The line, or the byte offset.
    private let first: UInt32
    /// The column, or `offsetMark` for a byte offset.
    private let second: UInt32
    private static let offsetMark = UInt32.max

    private init(first: Int, second: UInt32) {
        self.first = UInt32(clamping: first)
        self.second = second
    }

    public static func lineColumn(line: Int, column: Int) -> SourcePosition {
        SourcePosition(first: line, second: UInt32(clamping: column) == offsetMark ? offsetMark - 1 : UInt32(clamping: column))
    }

    public static func byteOffset(_ offset: Int) -> SourcePosition {
        SourcePosition(first: offset, second: offsetMark)
    }

    public var kind: Kind {
        second == Self.offsetMark ? .byteOffset(Int(first)) : .lineColumn(line: Int(first), column: Int(second))
    }

    /// The 1-based line, or nil for a byte offset.
    public var line: Int? {
        second == Self.offsetMark ? nil : Int(first)
    }

    /// The 1-based column in Unicode scalars, or nil for a byte offset.
    public var column: Int? {
        second == Self.offsetMark ? nil : Int(second)
    }

    /// The byte offset, or nil for a line and column.
    public var offset: Int? {
        second == Self.offsetMark ? Int(first) : nil
    }

    /// The start of a text file.
    public static let start = SourcePosition.lineColumn(line: 1, column: 1)

    /// Lines and columns in reading order, all before any byte offset (as the cases of `Kind` are ordered).
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        let (leftIsOffset, rightIsOffset) = (lhs.second == offsetMark, rhs.second == offsetMark)
        if leftIsOffset != rightIsOffset { return rightIsOffset }
        return (lhs.first, lhs.second) < (rhs.first, rhs.second)
    }
}

extension SourcePosition: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .lineColumn(let line, let column): "\(line):\(column)"
        case .byteOffset(let offset): "offset \(offset)"
        }
    }
}
