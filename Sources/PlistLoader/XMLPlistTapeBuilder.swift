internal import CLibXML2

/// Receives libxml2's SAX events for one document and writes its ``PlistTape``.
///
/// Positions: when a start tag is reported, libxml2 stands at its `>`; the builder walks back to the
/// `<` in its own copy of the bytes (no `<` can occur inside a tag) and turns that offset into a line
/// and column, so positions are exact past line 65,535 and in the same unit as the other readers; or,
/// when told to defer them, keeps the offset (a ``SourcePosition/textOffset(_:)``).
///
/// A struct that the callbacks reach through a pointer, not a class: a class's stored properties are checked for
/// exclusive access at run time on every mutation, for every element (docs/PERFORMANCE.md, "The comments' figures").
struct XMLPlistTapeBuilder {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: PlistLimits
    private let context: xmlParserCtxtPtr
    private let defersLineColumns: Bool
    private var tracker: LineColumnTracker
    private var stack: [XMLPlistFrame] = []
    private var containerDepth = 0
    /// Values and keys so far, against `limits.maxNodes`.
    private var nodeCount = 0
    /// The text of an `<integer>`, `<real>`, `<date>` or `<data>` so far. (A `<key>`'s or `<string>`'s
    /// goes straight onto the tape.)
    private var text: [UInt8] = []
    private var recorder: PlistTapeRecorder
    private var hasRoot = false
    private var failure: PlistError?

    init(_ bytes: UnsafeBufferPointer<UInt8>, for loader: PlistLoader, context: xmlParserCtxtPtr) {
        self.bytes = bytes
        self.limits = loader.limits
        self.context = context
        self.defersLineColumns = loader.defersLineColumns
        self.recorder = PlistTapeRecorder(expectedBytes: bytes.count)
        self.tracker = LineColumnTracker(bytes)
    }

    /// Whether a fault has ended the build. (Not `failure == nil`: that compares two optional errors
    /// with `==`, copying both, on every event.)
    private var stopped: Bool {
        if case .some = failure { return true }
        return false
    }

    /// The builder a callback's `userData` points at.
    static func from(_ userData: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<XMLPlistTapeBuilder> {
        userData!.assumingMemoryBound(to: XMLPlistTapeBuilder.self)
    }

    mutating func result(wellFormed: Bool) throws(PlistError) -> PlistTape {
        if let failure { throw failure }
        if let open = stack.last {
            throw .syntax("the element <\(open.element.name)> is not closed", at: open.position)
        }
        guard wellFormed, hasRoot else {
            throw .syntax("the XML document holds no property list", at: currentPosition())
        }
        return recorder.tape()
    }

    // MARK: Events

    mutating func startElement(_ elementName: UnsafePointer<xmlChar>?) {
        guard !stopped, let elementName else { return }
        guard let element = XMLPlistElement(name: elementName) else { return refuseElement(named: elementName) }
        let position = tagStartPosition(nameLength: element.nameLength)
        if !stack.isEmpty {
            let parent = stack[stack.count - 1].element
            guard parent.holdsElements, element != .plist else { return refuse(element, in: parent, at: position) }
        }
        if element != .plist {
            nodeCount += 1
            if nodeCount > limits.maxNodes { return fail(limits.tooManyNodes(at: position)) }
        }
        if element.isContainer {
            containerDepth += 1
            if containerDepth > limits.maxDepth { return refuseDepth(at: position) }
        }
        var frame = XMLPlistFrame(element: element, position: position)
        switch element {
        case .dict: frame.node = recorder.openContainer(.dictionary, at: position)
        case .array: frame.node = recorder.openContainer(.array, at: position)
        case .key, .string: frame.node = recorder.beginString(at: position)
        case .integer, .real, .date, .data: text.removeAll(keepingCapacity: true)
        case .plist, .true, .false: break
        }
        stack.append(frame)
    }

    mutating func endElement() {
        guard !stopped, let frame = stack.popLast() else { return }
        let kind: PlistKind
        switch frame.element {
        case .plist:
            guard frame.count > 0 else {
                return fail("the <plist> element is empty: it must hold one value", at: frame.position)
            }
            // `<plist>` is the document's root element (see `startElement`).
            hasRoot = true
            return
        case .key:
            recorder.endString(frame.node)
            return finishKey(frame.node, at: frame.position)
        case .dict, .array:
            containerDepth -= 1
            if let key = frame.pendingKey {
                return fail("the key '\(recorder.string(at: key))' has no value", at: recorder.node(at: key).position)
            }
            recorder.closeContainer(frame.node, count: frame.count)
            kind = frame.element == .dict ? (recorder.makeUID(ofDictionaryAt: frame.node) ? .uid : .dictionary) : .array
        case .string:
            recorder.endString(frame.node)
            kind = .string
        case .true, .false:
            recorder.appendScalar(.boolean(frame.element == .true), at: frame.position)
            kind = .boolean
        case .integer, .real, .date, .data:
            // Only these can fail: a `do`/`catch` around the whole switch cost every element a copy
            // and destruction of an optional error.
            guard let scalar = scalar(frame) else { return }
            recorder.appendScalar(scalar, at: frame.position)
            kind = scalar.kind
        }
        finish(kind, at: frame.position)
    }

    /// The value of an `<integer>`, `<real>`, `<date>` or `<data>` element; nil after a fault.
    private mutating func scalar(_ frame: XMLPlistFrame) -> PlistValue? {
        do throws(PlistError) {
            switch frame.element {
            case .integer: return .integer(try XMLScalarParser.integer(text, at: frame.position))
            case .real: return .real(try XMLScalarParser.real(text, at: frame.position))
            case .date: return .date(try XMLScalarParser.date(text, at: frame.position))
            default: return .data(try XMLScalarParser.data(text, at: frame.position))
            }
        } catch {
            fail(error)
            return nil
        }
    }

    mutating func characters(_ characters: UnsafePointer<xmlChar>?, count: Int) {
        guard !stopped, let characters, count > 0 else { return }
        let chunk = UnsafeBufferPointer(start: characters, count: count)
        // The element by index, not through a copy of the frame: this runs for every piece of text.
        guard !stack.isEmpty, stack[stack.count - 1].element.holdsText else {
            // Between elements only white space may stand.
            if let index = chunk.firstIndex(where: { !XMLScalarParser.isBlank($0) }) { refuseText(chunk[index...]) }
            return
        }
        if stack[stack.count - 1].element.holdsString {
            recorder.appendText(chunk)
        } else {
            text.append(contentsOf: chunk)
        }
    }

    // The faults of a start tag, out of line for the reason `refuseText` gives.

    @inline(never)
    private mutating func refuseElement(named name: UnsafePointer<xmlChar>) {
        fail(
            "unknown element <\(String(cString: name))>; a property list uses <dict>, <array>, <key>, <string>, <integer>, <real>, "
                + "<true/>, <false/>, <date> and <data>",
            at: tagStartPosition())
    }

    @inline(never)
    private mutating func refuse(_ element: XMLPlistElement, in parent: XMLPlistElement, at position: SourcePosition) {
        guard parent.holdsElements else { return fail("<\(element.name)> cannot stand inside <\(parent.name)>", at: position) }
        fail("<plist> can only be the document's root element", at: position)
    }

    @inline(never)
    private mutating func refuseDepth(at position: SourcePosition) {
        failure = PlistError(.limitExceeded, "nesting deeper than \(limits.maxDepth) levels", at: position)
        xmlStopParser(context)
    }

    /// Text where only white space may stand. Not inlined: the message would make every call of
    /// `characters` (twice an element) save and restore more registers.
    @inline(never)
    private mutating func refuseText(_ text: Slice<UnsafeBufferPointer<UInt8>>) {
        let place = stack.last.map { "inside <\($0.element.name)>" } ?? "outside the root element"
        fail("unexpected text \(place): '\(Self.excerpt(text))'", at: position(of: text.base.baseAddress! + text.startIndex))
    }

    mutating func doctype() {
        guard !stopped else { return }
        // libxml2 reports the DOCTYPE before it looks for an internal subset; refuse one outright, as
        // Apple's parser does, so that no entity can ever be declared.
        var index = min(parserOffset, bytes.count)
        while index < bytes.count, XMLScalarParser.isBlank(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
            fail("a DOCTYPE with an internal subset ('[…]') is not allowed: it could declare entities", at: tracker.position(at: index))
        }
    }

    mutating func refuseDeclaration() {
        guard !stopped else { return }
        fail("DTD declarations (entities, elements, attributes) are not allowed in a property list", at: currentPosition())
    }

    mutating func entityReference(_ name: UnsafePointer<xmlChar>?) {
        guard !stopped else { return }
        let name = name.map { String(cString: $0) } ?? ""
        fail(
            "the entity reference '&\(name);' is not allowed: only &amp; &lt; &gt; &quot; &apos; and character references are",
            at: currentPosition())
    }

    mutating func libxmlError(_ error: xmlError) {
        guard !stopped, error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let message = error.message.map { String(cString: $0) } ?? "malformed XML"
        if message.hasPrefix("Excessive depth in document") {
            // libxml2's own limit, met before ours: say it plainly, without advice to switch limits off.
            failure = PlistError(.limitExceeded, "nesting deeper than 256 levels (the XML parser's limit)", at: currentPosition())
            return xmlStopParser(context)
        }
        if error.code == Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue), let open = stack.last, let closing = error.str2 {
            // libxml2's SAX1 parser says line 0 for the element still open; its frame knows the line.
            let line = open.position.textOffset.map { tracker.position(at: $0).line } ?? open.position.line
            let message = XMLErrorMessage.tagMismatch(
                opened: open.element.name, line: line.map(String.init) ?? "?", closing: String(cString: closing))
            return fail(message, at: tagStartPosition())
        }
        // A mismatched end tag is reported after its '>', an undeclared entity after its ';': point at
        // the '<' or the '&', where the reader looks.
        let position: SourcePosition =
            switch error.code {
            case Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue): tagStartPosition()
            case Int32(XML_ERR_UNDECLARED_ENTITY.rawValue), Int32(XML_WAR_UNDECLARED_ENTITY.rawValue): startPosition(of: UInt8(ascii: "&"))
            default: currentPosition()
            }
        fail(XMLErrorMessage.plain(message), at: position)
    }

    // MARK: Building

    /// Counts a finished value (written to the tape) in the element that holds it.
    private mutating func finish(_ kind: PlistKind, at position: SourcePosition) {
        guard !stack.isEmpty else {
            hasRoot = true
            return
        }
        let parent = stack.count - 1
        switch stack[parent].element {
        case .array:
            stack[parent].count += 1
        case .plist:
            guard stack[parent].count == 0 else {
                return fail("<plist> holds more than one value", at: position)
            }
            stack[parent].count = 1
        case .dict:
            guard stack[parent].pendingKey != nil else {
                return fail("expected <key> before this \(kind.typeName) in <dict>", at: position)
            }
            stack[parent].count += 1
            stack[parent].pendingKey = nil
        default:
            break
        }
    }

    private mutating func finishKey(_ key: Int, at position: SourcePosition) {
        let parent = stack.count - 1
        guard parent >= 0, stack[parent].element == .dict else {
            return fail("<key> can only stand inside <dict>", at: position)
        }
        if let pending = stack[parent].pendingKey {
            return fail("the key '\(recorder.string(at: pending))' has no value before the next <key>", at: position)
        }
        stack[parent].pendingKey = key
    }

    private mutating func fail(_ message: String, at position: SourcePosition) {
        fail(.syntax(message, at: position))
    }

    private mutating func fail(_ error: PlistError) {
        guard !stopped else { return }
        failure = error
        xmlStopParser(context)
    }

    // MARK: Positions

    /// The position of the `<` of the tag libxml2 has just read. A tag of an element named `nameLength`
    /// bytes without attributes or white space starts that far back, plus one: one look rather than a
    /// walk back. (No other `<` can stand in a start tag, so a `<` there is the tag's.)
    private mutating func tagStartPosition(nameLength: Int? = nil) -> SourcePosition {
        if let nameLength {
            let guess = min(Self.parserOffset(of: context), bytes.count) - nameLength - 1
            if guess >= 0, bytes[guess] == UInt8(ascii: "<") { return position(at: guess) }
        }
        return startPosition(of: UInt8(ascii: "<"))
    }

    /// The position of the last `opening` (`<` of a tag, `&` of a reference) before libxml2's position.
    private mutating func startPosition(of opening: UInt8) -> SourcePosition {
        var index = min(parserOffset, bytes.count) - 1
        while index > 0, bytes[index] != opening { index -= 1 }
        return position(at: max(index, 0))
    }

    private mutating func position(at offset: Int) -> SourcePosition {
        defersLineColumns ? .textOffset(offset) : tracker.position(at: offset)
    }

    private mutating func currentPosition() -> SourcePosition {
        tracker.position(at: parserOffset)
    }

    /// How far libxml2 has read: what `xmlByteConsumed` works out, without the call for every node
    /// (docs/PERFORMANCE.md, "The comments' figures"), while libxml2 reads the bytes as they are (no encoder: it has
    /// not switched encodings). (Static, on the context alone: as a getter of the builder, each call copied the
    /// builder's 264 bytes. Fields are read through the pointer, for the same reason.)
    private var parserOffset: Int { Self.parserOffset(of: context) }

    private static func parserOffset(of context: xmlParserCtxtPtr) -> Int {
        let input = context.pointee.input!
        guard let base = input.pointee.base, let current = input.pointee.cur, input.pointee.buf?.pointee.encoder == nil else {
            return Int(xmlByteConsumed(context))
        }
        return Int(input.pointee.consumed) + (current - base)
    }

    /// The position of a character libxml2 hands to a callback. It usually points into the parser's
    /// input buffer, whose offset in the file is known; otherwise the parser's position is the best guess.
    private mutating func position(of character: UnsafePointer<xmlChar>) -> SourcePosition {
        let input = context.pointee.input!
        if let base = input.pointee.base, let end = input.pointee.end, character >= base, character < end {
            return tracker.position(at: Int(input.pointee.consumed) + (character - base))
        }
        return currentPosition()
    }

    private static func excerpt(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let text = String(decoding: bytes.prefix(40), as: UTF8.self)
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        return line.count < text.count || bytes.count > 40 ? line + "…" : String(line)
    }
}
