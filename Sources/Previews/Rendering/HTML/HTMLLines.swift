import Scaffolding

/// The text of a page being written, one element per line and indented by nesting, so that the HTML a
/// reviewer opens (or a golden file diffs) reads like hand-written markup.
///
/// The page is kept as UTF-8 bytes in a buffer of its own, and every piece is copied in place — markup
/// as it is, texts through ``HTMLEscaping`` — rather than built from interpolated strings: a preview
/// site renders thousands of pages of a few thousand pieces each, and making and appending strings was
/// most of what rendering cost. Not copyable, so that the buffer has one owner, which frees it.
struct HTMLLines: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var depth = 0

    /// `capacity`: the bytes the page is expected to take, so that it is rarely moved as it grows.
    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// The page as a string.
    var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The page's bytes.
    consuming func bytes() -> [UInt8] {
        // An empty array is one object shared by every thread: its count is not to be set (a data race).
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if let base = buffer.baseAddress { base.initialize(from: start, count: count) }
            initialized = count
        }
    }

    /// Appends a line of markup.
    mutating func line(_ markup: StaticString) {
        startLine()
        self.markup(markup)
        endLine()
    }

    /// Appends a line of one text between markup: `<h1>`, the title escaped, `</h1>`.
    mutating func line(_ open: StaticString, text: String, _ close: StaticString) {
        startLine()
        markup(open)
        self.text(text)
        markup(close)
        endLine()
    }

    /// Appends a line put together from pieces (``markup(_:)``, ``text(_:)``, ``attribute(_:_:)``).
    mutating func line(_ pieces: (inout HTMLLines) -> Void) {
        startLine()
        pieces(&self)
        endLine()
    }

    /// Appends text as it is, without indentation: a style sheet, whose lines are indented already.
    mutating func verbatim(_ block: String) {
        var block = block
        block.withUTF8 { append($0) }
        if !block.hasSuffix("\n") { endLine() }
    }

    /// Appends bytes as they are, without indentation.
    mutating func verbatim(_ block: [UInt8]) {
        block.withUnsafeBufferPointer { append($0) }
    }

    /// An element whose children go on the lines between its tags, one level deeper.
    mutating func element(_ open: StaticString, _ close: StaticString, _ children: (inout HTMLLines) -> Void) {
        element(open: { $0.markup(open) }, close, children)
    }

    /// An element whose opening tag is put together from pieces.
    mutating func element(open: (inout HTMLLines) -> Void, _ close: StaticString, _ children: (inout HTMLLines) -> Void) {
        line(open)
        depth += 1
        children(&self)
        depth -= 1
        line(close)
    }

    /// A cell's content: a link (`<a class="content" href>`) when there is somewhere to go, else a
    /// `<div class="content">`, as on the pages and the index alike.
    mutating func content(linkingTo href: String?, _ children: (inout HTMLLines) -> Void) {
        element(
            open: { open in
                if let href {
                    open.markup(#"<a class="content""#)
                    open.attribute("href", href)
                    open.markup(">")
                } else {
                    open.markup(#"<div class="content">"#)
                }
            }, href == nil ? "</div>" : "</a>", children)
    }

    // MARK: - Pieces of a line

    /// Markup, written here: anything else is a text (``text(_:)``). A static string's bytes are
    /// copied straight from the binary, with none of the work a `String` takes. Inlined: at each call the
    /// literal's length is a constant, so the copy is a few moves rather than a call to `memcpy`.
    @inline(__always)
    mutating func markup(_ markup: StaticString) {
        append(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Text from a definition or a sample (or anything not written here), escaped.
    mutating func text(_ text: String) {
        HTMLEscaping.escape(text) { append($0) }
    }

    /// A name or a path (a definition's, a file's, an entity's), escaped, with a `<wbr>` wherever it may
    /// wrap (``NameBreaks``).
    mutating func name(_ name: String) {
        var start = name.startIndex
        for index in NameBreaks.indices(in: name) {
            text(String(name[start..<index]))
            markup("<wbr>")
            start = index
        }
        text(start == name.startIndex ? name : String(name[start...]))
    }

    /// Text Foundation's formatters wrote: only its markup characters escaped (see `HTMLEscaping`).
    mutating func formattedText(_ text: String) {
        HTMLEscaping.escape(text, trusted: true) { append($0) }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: String) {
        markup(" ")
        markup(name)
        markup("=\"")
        text(value)
        markup("\"")
    }

    /// A number in decimal.
    mutating func number(_ value: Int) {
        var digits = String(value)
        digits.withUTF8 { append($0) }
    }

    private mutating func startLine() {
        let width = 2 * depth
        guard width > 0 else { return }
        if count + width > capacity { grow(toHold: count + width) }
        (start + count).initialize(repeating: UInt8(ascii: " "), count: width)
        count += width
    }

    private mutating func endLine() {
        markup("\n")
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        if count + source.count > capacity { grow(toHold: count + source.count) }
        (start + count).initialize(from: base, count: source.count)
        count += source.count
    }

    private mutating func grow(toHold needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    // MARK: - Document

    /// The start of every page cdlgen writes, up to `<body>`: the charset and the Content-Security-Policy
    /// first, before any text the policy should govern; then the title and the inlined style sheet.
    /// `titleSuffix` names the kind of page after its title.
    mutating func documentHead(
        title: String, stylesheet: String, language: HTMLLanguage = .english, titleSuffix: StaticString = " – cdlgen preview",
        pageStyle: String? = nil, stylesheetLink: String? = nil
    ) {
        line("<!DOCTYPE html>")
        line { html in
            html.markup("<html")
            html.attribute("lang", language.tag)
            if language.isRightToLeft { html.markup(#" dir="rtl""#) }
            html.markup(">")
        }
        element("<head>", "</head>") { head in
            head.line(#"<meta charset="utf-8">"#)
            // Inline styles (and the site's own style sheet) and `data:` images, nothing else: no script, no
            // request out of the site, no form, no `<base>`.
            head.line(
                stylesheetLink == nil
                    ? #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">"#
                    : #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self' 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">"#
            )
            head.line(#"<meta name="referrer" content="no-referrer">"#)
            head.line(#"<meta name="viewport" content="width=device-width, initial-scale=1">"#)
            head.line(#"<meta name="color-scheme" content="light dark">"#)
            head.line { line in
                line.markup("<title>")
                line.text(title)
                line.markup(titleSuffix)
                line.markup("</title>")
            }
            if let stylesheetLink {
                // A site's pages share one sheet (issue 40): 15 KB a page, written once.
                head.line { link in
                    link.markup(#"<link rel="stylesheet""#)
                    link.attribute("href", stylesheetLink)
                    link.markup(">")
                }
                if let pageStyle {
                    head.line("<style>")
                    head.verbatim(HTMLStyleSheet.inlined(pageStyle))
                    head.line("</style>")
                }
                return
            }
            head.line("<style>")
            if stylesheet == HTMLStyleSheet.css {
                // Every page of a site inlines it: its bytes are made once.
                head.verbatim(HTMLStyleSheet.inlinedDefaultBytes)
            } else {
                head.verbatim(HTMLStyleSheet.inlined(stylesheet))
            }
            // What only this page needs, after the sheet every page shares.
            if let pageStyle { head.verbatim(HTMLStyleSheet.inlined(pageStyle)) }
            head.line("</style>")
        }
    }
}
