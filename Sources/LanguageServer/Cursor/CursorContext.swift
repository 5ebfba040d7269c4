import PlistLoader

/// Where the cursor is in a definition's text, found by scanning it without parsing it whole (completion
/// and hover work on text that is broken while it is typed). Built by `CursorScanner`.
struct CursorContext: Equatable, Sendable {
    enum Role: Equatable, Sendable {
        /// Typing (or on) a dictionary key.
        case key
        /// Typing (or on) the value of `key` in a dictionary.
        case value(key: String)
        /// An element of an array (e.g. a string in `sortKeyPaths`), or the root.
        case element
    }

    enum Syntax: Equatable, Sendable {
        case openStep, json, xml

        var format: PlistFormat {
            switch self {
            case .openStep: .openStep
            case .json: .json
            case .xml: .xml
            }
        }
    }

    var syntax: Syntax
    /// The containers the cursor is inside, from the root: a key for each dictionary's entry holding the
    /// next container, an index for each array's element. [] = the cursor is at the root level (inside the
    /// root container, or before it). In a row of a detail view: `[.index(0), .key("rowInformation"), .index(2)]`.
    var path: [DocumentPathStep]
    /// Whether the innermost container is a dictionary (true) or an array (false); nil outside any container.
    var inDictionary: Bool?
    var role: Role
    /// The word under the cursor: the whole token — an unquoted string, a quoted string's raw contents
    /// (escapes not decoded; the range excludes the quotes), data's hex digits, an XML element's text
    /// (blanks around it trimmed; inside a tag being typed, the tag's `<` and name, e.g. `<ke`) — never
    /// past the end of the cursor's line.
    var word: String
    /// The part of `word` before the cursor.
    var prefix: String
    /// `word`'s UTF-8 byte range in the text: what a completion replaces; empty at the cursor when there is
    /// no word yet.
    var wordRange: Range<Int>
    var isQuoted: Bool
    /// The cursor is in a comment (or XML's `<?…?>` or `<!…>`): `word` is empty, nothing is to be completed.
    var inComment: Bool
    /// In the innermost dictionary: its keys (whole document, before and after the cursor, as far as they
    /// can be scanned), in order; the word under the cursor is not one of them.
    var siblingKeys: [String]
    /// The string (or number or boolean, as text) value of each of `siblingKeys` that has one (the first,
    /// if a key is repeated) — e.g. the row's rowType when completing its attributeKeyPath.
    var siblingValues: [String: String]
}
