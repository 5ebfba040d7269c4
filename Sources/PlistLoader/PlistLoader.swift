/// Loads property-list files in any of the formats cdlgen reads, detecting the format from the
/// content (SPEC §2), into one ``PlistNode`` tree in which every node knows its position.
///
/// Loading is pure apart from reading the file, so one loader can serve many threads at once.
public struct PlistLoader: Sendable {
    public var limits: PlistLimits
    /// Whether XML nodes get ``SourcePosition/textOffset(_:)`` positions, turned into lines and columns
    /// only for what is shown (``SourceText/resolve(_:)``), instead of lines and columns. Counting lines
    /// up to every node was 5% of validating; a run without findings shows none. Errors thrown by
    /// `load` always have lines and columns.
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
        guard bytes.count <= limits.maxFileSize else {
            throw PlistError(.limitExceeded, "the file is \(bytes.count) bytes, over the limit of \(limits.maxFileSize) bytes", at: nil)
        }
        if bytes.starts(with: Self.binaryMagic) {
            return PlistDocument(root: try BinaryPlistReader.read(bytes, limits: limits), format: .binary, sourceText: nil)
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PlistError(.syntax, "only version 00 of binary property lists is read (the file starts \"bplist\" with another version)", at: .byteOffset(6))
        }
        let text = try SourceTextDecoder.decode(bytes)
        do throws(PlistError) {
            let (root, format) = try parse(text, pathExtension: pathExtension.lowercased())
            return PlistDocument(root: root, format: format, sourceText: text)
        } catch {
            var error = error
            error.position = error.position.map(text.resolve)
            if let line = error.position?.line { error.sourceLine = text.line(line) }
            throw error
        }
    }

    private func parse(_ text: SourceText, pathExtension: String) throws(PlistError) -> (PlistNode, PlistFormat) {
        let (loader, limits) = (self, limits)
        return try text.utf8.withUnsafeBufferPointer { bytes throws(PlistError) -> (PlistNode, PlistFormat) in
            guard let first = bytes.firstIndex(where: { !Self.isBlank($0) }) else {
                throw .syntax("the file is empty: a definition is an array of sections or a list-view dictionary", at: .start)
            }
            if bytes[first] == UInt8(ascii: "<") {
                return (try XMLPlistReader.read(bytes, for: loader), .xml)
            }
            if pathExtension == "json" {
                var reader = JSONPlistReader(bytes, limits: limits)
                return (try reader.readDocument(), .json)
            }
            // The content decides: JSON if it parses as JSON, else OpenStep. When both fail, the parser
            // that got further explains the fault better.
            let jsonError: PlistError
            do throws(PlistError) {
                var reader = JSONPlistReader(bytes, limits: limits)
                return (try reader.readDocument(), .json)
            } catch {
                // A limit stopped a file that was JSON as far as it went: trying OpenStep would only
                // report its first character.
                if error.kind == .limitExceeded { throw error }
                jsonError = error
            }
            do throws(PlistError) {
                var reader = OpenStepPlistReader(bytes, limits: limits)
                return (try reader.readDocument(), .openStep)
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

    private static func pathExtension(of path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
    }
}
