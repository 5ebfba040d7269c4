/// LSP counts a line's characters in UTF-16 code units; cdlgen's columns count Unicode scalars, from 1.
/// The two differ on every character beyond the Basic Multilingual Plane (an emoji is one scalar and two
/// UTF-16 units).
public enum UTF16Column {
    /// The 0-based UTF-16 offset in `line` of the scalar at 1-based `column` (past the end: the line's length).
    public static func offset(ofScalarColumn column: Int, in line: Substring) -> Int {
        var offset = 0
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if index + 1 >= column { return offset }
            offset += scalar.utf16.count
        }
        return offset
    }

    /// The 1-based scalar column of the 0-based UTF-16 `offset` in `line`; an offset inside a surrogate
    /// pair is its scalar's, one past the end the column after the last scalar.
    public static func scalarColumn(ofOffset offset: Int, in line: Substring) -> Int {
        var units = 0
        for (index, scalar) in line.unicodeScalars.enumerated() {
            units += scalar.utf16.count
            if units > offset { return index + 1 }
        }
        return line.unicodeScalars.count + 1
    }
}
