/// How a position's `character` counts a line, as client and server agree in `initialize` (LSP 3.17's
/// `positionEncoding`): UTF-16 code units, LSP's default and the only choice before 3.17; UTF-8 bytes; or
/// UTF-32 units, which are Unicode scalars — what cdlgen's columns count, from 1. The three differ beyond
/// ASCII: an emoji is 4 bytes, 2 UTF-16 units and 1 scalar.
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first encoding the client lists (`general.positionEncodings`) that the server knows; UTF-16
    /// when it lists none, as LSP requires.
    public static func chosen(from offered: [String]?) -> PositionEncoding {
        offered?.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// How many units `scalar` counts for.
    public func units(of scalar: Unicode.Scalar) -> Int {
        switch self {
        case .utf8: scalar.utf8.count
        case .utf16: scalar.utf16.count
        case .utf32: 1
        }
    }

    /// The 0-based `character` in `line` of the scalar at 1-based `column` (past the end: the line's length).
    public func character(ofScalarColumn column: Int, in line: Substring) -> Int {
        var character = 0
        for (index, scalar) in line.unicodeScalars.enumerated() {
            if index + 1 >= column { return character }
            character += units(of: scalar)
        }
        return character
    }
}
