/// Loads property-list files in any of the formats cdlgen reads, detecting the format from the
/// content (docs/DECISIONS.md, "Formats"), into one ``PlistNode`` tree, or one ``PlistTape``, in which every node knows its
/// position.
///
/// Loading is pure apart from reading the file, so one loader can serve many threads at once.
public struct PlistLoader: Sendable {
    public var limits: PlistLimits
    /// Whether XML nodes get ``SourcePosition/textOffset(_:)`` positions, turned into lines and columns only for
    /// what is shown (``SourceText/resolve(_:)->SourcePosition``), instead of lines and columns: counting lines up to every node
    /// costs every run (docs/PERFORMANCE.md, "The comments' figures"), and a run without findings shows none. Errors
    /// thrown by `load` always have lines and columns.
    public var defersLineColumns = false
    /// Strings the files are expected to repeat, shared by all of them (see ``PlistVocabulary``).
    public var vocabulary = PlistVocabulary.none

    public init(limits: PlistLimits = .default) {
        self.limits = limits
        XMLLibrary.initialize()
    }

    /// Reads and parses the file at `path`.
    public func load(contentsOf path: String) throws(PlistError) -> PlistDocument {
        let bytes = try FileBytes.read(path, maxSize: limits.maxFileSize)
        return try load(bytes, pathExtension: Self.pathExtension(of: path))
    }

    /// Parses a file's bytes. `pathExtension` (without the dot) only matters for telling JSON from an
    /// OpenStep property list when the content could be either.
    public func load(_ bytes: [UInt8], pathExtension: String = "") throws(PlistError) -> PlistDocument {
        let (parsed, format, text) = try read(bytes, pathExtension: pathExtension)
        switch parsed {
        case .tree(let root, let firstComment):
            var document = PlistDocument(root: root, format: format, sourceText: text)
            document.firstCommentPosition = firstComment
            return document
        case .tape(let tape):
            return PlistDocument(root: tape.node(at: tape.root, vocabulary: vocabulary), format: format, sourceText: text)
        }
    }

    /// Reads and parses the file at `path` into a tape: what decoding a definition reads fastest.
    public func loadTape(contentsOf path: String) throws(PlistError) -> PlistTapeDocument {
        let bytes = try FileBytes.read(path, maxSize: limits.maxFileSize)
        return try loadTape(bytes, pathExtension: Self.pathExtension(of: path))
    }

    /// Parses a file's bytes into a tape (as ``load(_:pathExtension:)`` into a tree).
    public func loadTape(_ bytes: [UInt8], pathExtension: String = "") throws(PlistError) -> PlistTapeDocument {
        let (parsed, format, text) = try read(bytes, pathExtension: pathExtension)
        let tape =
            switch parsed {
            case .tree(let root, _): try PlistTape.flattening(root)
            case .tape(let tape): tape
            }
        return PlistTapeDocument(tape: tape, format: format, sourceText: text)
    }

    /// What a reader makes: the XML reader writes a tape, the others build a tree.
    private enum Parsed {
        /// An OpenStep file also says where its first comment is.
        case tree(PlistNode, firstComment: SourcePosition? = nil)
        case tape(PlistTape)
    }

    private func read(_ bytes: [UInt8], pathExtension: String) throws(PlistError) -> (Parsed, PlistFormat, SourceText?) {
        guard bytes.count <= limits.maxFileSize else {
            throw PlistError(.limitExceeded, "the file is \(bytes.count) bytes, over the limit of \(limits.maxFileSize) bytes", at: nil)
        }
        if bytes.starts(with: Self.binaryMagic) {
            return (.tree(try BinaryPlistReader.read(bytes, limits: limits)), .binary, nil)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PlistError(
                .syntax, "only version 00 of binary property lists is read (the file starts \"bplist\" with another version)",
                at: .byteOffset(6))
        }
        let text = try SourceTextDecoder.decode(bytes)
        do throws(PlistError) {
            let (parsed, format) = try parse(text, pathExtension: pathExtension.lowercased())
            return (parsed, format, text)
        } catch {
            var error = error
            error.position = error.position.map(text.resolve)
            if let line = error.position?.line { error.sourceLine = text.line(line) }
            throw error
        }
    }

    private func parse(_ text: SourceText, pathExtension: String) throws(PlistError) -> (Parsed, PlistFormat) {
        let (loader, limits) = (self, limits)
        return try text.utf8.withUnsafeBufferPointer { bytes throws(PlistError) -> (Parsed, PlistFormat) in
            guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }) else {
                throw .syntax("the file is empty: a definition is an array of sections or a list-view dictionary", at: .start)
            }
            if bytes[first] == UInt8(ascii: "<") {
                return (.tape(try XMLPlistReader.read(bytes, for: loader)), .xml)
            }
            if pathExtension == "json" {
                var reader = JSONPlistReader(bytes, limits: limits)
                return (.tree(try reader.readDocument()), .json)
            }
            // The content decides: JSON if it parses as JSON, else OpenStep. When both fail, the parser
            // that got further explains the fault better.
            let jsonError: PlistError
            do throws(PlistError) {
                var reader = JSONPlistReader(bytes, limits: limits)
                return (.tree(try reader.readDocument()), .json)
            } catch {
                // A limit stopped a file that was JSON as far as it went: trying OpenStep would only
                // report its first character.
                if error.kind == .limitExceeded { throw error }
                jsonError = error
            }
            do throws(PlistError) {
                var reader = OpenStepPlistReader(bytes, limits: limits)
                let root = try reader.readDocument()
                return (.tree(root, firstComment: reader.firstComment), .openStep)
            } catch {
                if jsonError.kind == .syntax, error.kind == .syntax,
                    let jsonPosition = jsonError.position, let openStepPosition = error.position,
                    jsonPosition > openStepPosition
                {
                    throw jsonError
                }
                throw error
            }
        }
    }

    private static let binaryMagic = Array("bplist00".utf8)

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// On bytes: this runs for every file, and scanning the path by characters cost as much as a
    /// tenth of reading the file.
    public static func pathExtension(of path: String) -> String {
        let utf8 = path.utf8
        guard let last = utf8.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "/") }), utf8[last] == UInt8(ascii: ".")
        else { return "" }
        return String(Substring(utf8[utf8.index(after: last)...]))
    }
}
