import PlistLoader

/// The lines diagnostics point at, for showing them under the messages: from a file's text while it is
/// loaded, or read again for findings made after it was let go (the model checks, a broken model).
enum SourceLineReader {
    /// The lines of `diagnostics` and their notes, from the text of the file they are about.
    static func lines(for diagnostics: [Diagnostic], in text: SourceText) -> [Int: String] {
        text.lines(Set(diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }.compactMap(\.position.line)))
    }

    static func lines(_ numbers: Set<Int>, ofFile path: String) -> [Int: String] {
        guard !numbers.isEmpty, let bytes = try? FileBytes.read(path, maxSize: .max), let text = try? SourceText(decoding: bytes)
        else { return [:] }
        return text.lines(numbers)
    }

    /// The lines of `diagnostics` (and their notes) that are in `file`.
    static func lines(for diagnostics: [Diagnostic], in file: DefinitionFile) -> [Int: String] {
        let locations = diagnostics.flatMap { [$0.location] + $0.notes.map(\.location) }
        return lines(Set(locations.filter { $0.file == file.displayPath }.compactMap(\.position.line)), ofFile: file.path)
    }
}
