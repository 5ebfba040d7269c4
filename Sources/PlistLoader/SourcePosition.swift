/// Where a node or a problem sits in its file.
///
/// Text formats (XML, OpenStep, JSON) use 1-based lines and columns. A column counts Unicode scalars
/// (code points) from the start of the line, so a tab or an `é` is one column, whatever the file's
/// encoding; a UTF-8 byte order mark is not counted. Binary property lists have no lines: their
/// positions are byte offsets of objects from the start of the file.
public enum SourcePosition: Hashable, Comparable, Sendable {
    case lineColumn(line: Int, column: Int)
    case byteOffset(Int)

    /// The 1-based line, or nil for a byte offset.
    public var line: Int? {
        if case .lineColumn(let line, _) = self { return line }
        return nil
    }

    /// The 1-based column in Unicode scalars, or nil for a byte offset.
    public var column: Int? {
        if case .lineColumn(_, let column) = self { return column }
        return nil
    }

    /// The byte offset, or nil for a line and column.
    public var offset: Int? {
        if case .byteOffset(let offset) = self { return offset }
        return nil
    }

    /// The start of a text file.
    public static let start = SourcePosition.lineColumn(line: 1, column: 1)
}

extension SourcePosition: CustomStringConvertible {
    public var description: String {
        switch self {
        case .lineColumn(let line, let column): "\(line):\(column)"
        case .byteOffset(let offset): "offset \(offset)"
        }
    }
}
