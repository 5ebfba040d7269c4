import PlistLoader

/// The lines diagnostics point at, for showing them under the messages: from a file's text while it is
/// loaded, or read again for findings made after it was let go (the model checks, a broken model).
enum SourceLineReader {
    /// The lines of `diagnostics` and their notes, from the text of the file they are about.
    static func lines(for diagnostics: [Diagnostic], in text: SourceText) -> [Int: String] {
        text.lines(Set(diagnostics.flatMap(\.locations).compactMap(\.position.line)))
    }

    static func lines(_ numbers: Set<Int>, ofFile path: String) -> [Int: String] {
        guard !numbers.isEmpty, let text = text(ofFile: path) else { return [:] }
        return text.lines(numbers)
    }

    /// The lines of `diagnostics` (and their notes) that are in `file`.
    static func lines(for diagnostics: [Diagnostic], in file: DefinitionFile) -> [Int: String] {
        lines(Set(diagnostics.flatMap(\.locations).filter { $0.file == file.displayPath }.compactMap(\.position.line)), ofFile: file.path)
    }

    /// The lines of `diagnostics` (and their notes) that are in the file named `displayPath`, whose text is `text`.
    static func lines(for diagnostics: [Diagnostic], in text: SourceText?, file displayPath: String) -> [Int: String] {
        text?.lines(Set(diagnostics.flatMap(\.locations).filter { $0.file == displayPath }.compactMap(\.position.line))) ?? [:]
    }

    /// A file's text, read and decoded again as the loader did; nil if it cannot be (binary, gone, changed).
    static func text(ofFile path: String) -> SourceText? {
        guard let bytes = try? FileBytes.read(path, maxSize: .max) else { return nil }
        return try? SourceText(decoding: bytes)
    }
}
