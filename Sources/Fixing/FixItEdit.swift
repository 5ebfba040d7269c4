import Diagnostics
import PlistLoader

/// A diagnostic's fix-it as an edit of a text file: the bytes it replaces and the text that replaces
/// them, written for the token (escaped, quoted where an OpenStep word cannot hold it). What the
/// language server's quick fixes and `validate --fix` both apply.
public struct FixItEdit: Hashable, Sendable {
    /// Byte offsets into the file's UTF-8 text.
    public var range: Range<Int>
    public var replacement: String

    public init(range: Range<Int>, replacement: String) {
        self.range = range
        self.replacement = replacement
    }

    /// The edit of `diagnostic`'s fix-it in `text`, a file of `format` as UTF-8 (a byte order mark is
    /// allowed, and not counted in columns). Nil when it has no fix-it, points at no string or key (a
    /// position past the text, a binary file's offset), or the token cannot hold the text.
    ///
    /// A fix-it replaces the string or key that starts at the diagnostic's position — its contents, so the
    /// quotes stay as they were. `string-boolean`'s replaces the whole value: its fix-it is the format's
    /// own boolean (`true`, `<true/>`), a value of another type.
    public init?(_ diagnostic: Diagnostic, in text: [UInt8], format: PlistFormat) {
        guard let fixIt = diagnostic.fixIt, format != .binary else { return nil }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let skipped = text.starts(with: bom) ? bom.count : 0
        guard let offset = SourceText(utf8: Array(text[skipped...])).offset(of: diagnostic.location.position).map({ $0 + skipped }),
            offset < text.count
        else { return nil }
        if diagnostic.code == .stringBoolean {
            let booleans = format == .xml ? ["<true/>", "<false/>"] : ["true", "false"]
            guard format != .openStep, booleans.contains(fixIt), let whole = TokenRange.wholeToken(at: offset, in: text) else { return nil }
            self.init(range: whole, replacement: fixIt)
            return
        }
        guard let range = TokenRange.at(offset, in: text), let replacement = FixItText.escaped(fixIt, opening: text[offset], format: format)
        else { return nil }
        // An unquoted word that must be quoted is replaced whole: the quotes go where the word was.
        self.init(range: range, replacement: replacement)
    }
}
